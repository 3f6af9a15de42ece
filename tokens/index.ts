import './layers.css';
import './themes.css';
import './global.css';
import './fonts';

export { vars } from './contract.css';
export { layers } from './layers.css';
export { themeClass, themeNames, type ThemeName } from './themes.css';
export { media } from './media';
export { breakpoints, colorRoles, type Breakpoint, type ColorRole } from './palette';
