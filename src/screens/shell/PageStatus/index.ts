export {
  PageLoadError,
  PageLoading,
  pageLoadErrorSubjects,
  pageLoadErrorTitle,
  pageLoadingSubjects,
} from './PageStatus';
export type { PageLoadErrorProps, PageLoadErrorSubject, PageLoadingProps, PageLoadingSubject } from './PageStatus';
