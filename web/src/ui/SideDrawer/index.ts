export { SIDE_DRAWER_WIDTH, SideDrawer, type SideDrawerProps } from './SideDrawer';
