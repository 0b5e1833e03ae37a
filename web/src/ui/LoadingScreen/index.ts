export { LoadingScreen, type LoadingScreenProps, type LoadingScreenVariant } from './LoadingScreen';
