export { Header } from './Header';
export type { HeaderProps, HeaderSearch } from './Header';
