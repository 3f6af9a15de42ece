import { lazy } from 'react';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { notFoundHead, PageLoadError, pageLoadErrorTitle } from '@investradar/ui';
import { PageMeta } from './PageMeta';

// The 404 page's code loads when an address is unknown, not with every page (the server renders it
// in full, and the browser hydrates it once the chunk is there).
const NotFound = lazy(() => import('./NotFoundPage'));

/**
 * The router's error element, in place of its default page: an unknown address or id renders the 404
 * page (status 404 from the server), any other failure of a page's data an alert with a retry.
 * `standalone` is the outermost one, for a failure of the frame itself: it brings its own <main>.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const content = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundContent /> : <FailedContent />;
  if (!standalone) return content;
  return (
    <main id="main" className="app-main">
      {content}
    </main>
  );
}

function NotFoundContent() {
  const navigate = useNavigate();
  return (
    <>
      <PageMeta {...notFoundHead} noindex />
      <NotFound homeHref="/" onNavigate={(href) => void navigate(href)} />
    </>
  );
}

function FailedContent() {
  const revalidator = useRevalidator();
  return (
    <>
      <PageMeta title={pageLoadErrorTitle('page')} noindex />
      <PageLoadError
        subject="page"
        onRetry={() => {
          // A failure before the app started (the frame) has nothing to revalidate: load the page anew.
          if (revalidator.state === 'idle') void revalidator.revalidate().catch(() => window.location.reload());
        }}
      />
    </>
  );
}
