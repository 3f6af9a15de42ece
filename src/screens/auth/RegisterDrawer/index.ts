export { RegisterDrawer, REGISTER_DRAWER_TEXTS } from './RegisterDrawer';
export type { RegisterDrawerProps } from './RegisterDrawer';
