export { ToastProvider } from './ToastProvider';
