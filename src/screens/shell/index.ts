export { Header } from './Header';
export type { HeaderProps, HeaderSearch } from './Header';
export { MobileMenu } from './MobileMenu';
export type { AuthKind, MobileMenuProps } from './MobileMenu';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { BillingBanner } from '../shared/BillingBanner';
export type { BillingBannerProps } from '../shared/BillingBanner';
export { isAuthPath, mainMenu } from './navigation';
export type { MainMenuItem, MainMenuLink, ShellNavigate } from './navigation';
export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { MobileSearch } from './MobileSearch';
export type { MobileSearchProps } from './MobileSearch';
export { searchResultKinds } from './search/searchPanel';
export type { SearchNavigate, SearchResultKind } from './search/searchPanel';
export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';
export { HeaderPlaceholder } from './HeaderPlaceholder';
export type { HeaderPlaceholderProps } from './HeaderPlaceholder';
export {
  PageLoadError,
  PageLoading,
  pageLoadErrorSubjects,
  pageLoadErrorTitle,
  pageLoadingSubjects,
} from './PageStatus';
export type { PageLoadErrorProps, PageLoadErrorSubject, PageLoadingProps, PageLoadingSubject } from './PageStatus';
