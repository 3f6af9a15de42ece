export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { MobileSearch } from './MobileSearch';
export type { MobileSearchProps } from './MobileSearch';
export { searchResultKinds } from './shared/searchPanel';
export type { SearchNavigate, SearchResultKind } from './shared/searchPanel';
