import { Alert, Button, Spinner } from '../../../components';
import { MESSAGES } from '../../../domain';
import * as styles from './PageStatus.css';
import * as shellMessages from '../messages';

/** What a page waits for: the page's code, the account, the plan of the checkout, the offer's details. */
export const pageLoadingSubjects = ['page', 'account', 'plan', 'terms'] as const;
export type PageLoadingSubject = (typeof pageLoadingSubjects)[number];

const LOADING: Readonly<Record<PageLoadingSubject, string>> = {
  page: shellMessages.loadingPage,
  account: shellMessages.loadingAccount,
  plan: shellMessages.loadingPlan,
  terms: shellMessages.loadingTerms,
};

export type PageLoadingProps = {
  /** What is loading, for the spinner's label («Загружаем аккаунт…»). */
  subject?: PageLoadingSubject;
};

/** A page that cannot show yet: a large spinner whose label says what is on its way. */
export function PageLoading({ subject = 'account' }: PageLoadingProps) {
  return (
    <div className={styles.status}>
      <Spinner size="lg" label={LOADING[subject]} />
    </div>
  );
}

/** What could not be read. */
export const pageLoadErrorSubjects = ['account', 'page'] as const;
export type PageLoadErrorSubject = (typeof pageLoadErrorSubjects)[number];

const FAILED: Readonly<Record<PageLoadErrorSubject, string>> = {
  account: shellMessages.accountLoadFailed,
  page: shellMessages.pageLoadFailed,
};

/** The title of PageLoadError for a subject (the page's head uses it as well). */
export const pageLoadErrorTitle = (subject: PageLoadErrorSubject): string => FAILED[subject];

export type PageLoadErrorProps = {
  subject?: PageLoadErrorSubject;
  /** «Повторить»: read the data again. */
  onRetry: () => void;
};

/** The page's data could not be read at all (server down, network gone): the error and «Повторить». */
export function PageLoadError({ subject = 'account', onRetry }: PageLoadErrorProps) {
  return (
    <div className={styles.status}>
      <Alert tone="danger" title={FAILED[subject]} actions={<Button onClick={onRetry}>{shellMessages.retry}</Button>}>
        {MESSAGES.genericError}
      </Alert>
    </div>
  );
}
