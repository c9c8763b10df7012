import { createElement } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './error-page';
import { NotFoundPage } from './not-found-page';
import { preparePage, screenOf } from './routes';
import { useRouteId } from '../lib/page-links';

function PageScreen() {
  const location = useLocation();
  const { i18n } = useTranslation();
  const routeId = useRouteId();
  if (routeId === 'notFound') return <NotFoundPage />;
  const screen = screenOf(routeId);
  // The router shows a URL once its page is prepared (PageRouter): this is only
  // for a URL it could not prepare first. The nearest <Suspense> waits for it.
  if (!screen) throw preparePage(location, i18n).catch(() => undefined);
  // A loaded module's component (not one made in render), keyed by page: two pages with one
  // screen (the service pages) share no state.
  return createElement(screen, { key: routeId });
}

/** The page of the URL being shown; a page that fails shows the error screen in its place. */
export function CurrentPage() {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary resetKey={`${pathname}${search}`}>
      <PageScreen />
    </ErrorBoundary>
  );
}
