export { LoginDrawer, LOGIN_DRAWER_TEXTS } from './LoginDrawer';
export type { LoginDrawerProps } from './LoginDrawer';
