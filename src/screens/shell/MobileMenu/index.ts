export { MobileMenu } from './MobileMenu';
export type { AuthKind, MobileMenuProps } from './MobileMenu';
