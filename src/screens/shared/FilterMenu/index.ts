export { FilterMenu } from './FilterMenu';
export type { FilterMenuOption, FilterMenuProps } from './FilterMenu';
