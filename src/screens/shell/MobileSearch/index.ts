export { MobileSearch } from './MobileSearch';
export type { MobileSearchProps } from './MobileSearch';
