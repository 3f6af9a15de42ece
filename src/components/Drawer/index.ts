export { Drawer, DrawerClose, drawerSides, drawerSizes } from './Drawer';
export type { DrawerProps, DrawerSide, DrawerSize } from './Drawer';
