export { LOGO_SIZES, Logo, type LogoProps, type LogoSize } from './Logo';
