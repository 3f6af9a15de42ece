export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { searchResultKinds } from './shared/searchPanel';
export type { SearchNavigate, SearchResultKind } from './shared/searchPanel';
