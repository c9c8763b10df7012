import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLink } from '../lib/page-links';

/** Shown when a page fails to render: translated, with a way out, never a blank screen. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="status-page container" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p className="lead">{t('error.lead')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('error.reload')}
        </button>
        <PageLink to="home" className="button button--ghost">
          {t('error.home')}
        </PageLink>
      </div>
    </section>
  );
}
