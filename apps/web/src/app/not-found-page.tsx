import { useTranslation } from 'react-i18next';
import { PageLink } from '../lib/page-links';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="status-page container" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.lead')}</p>
      <div className="button-row">
        <PageLink to="home" className="button button--primary">
          {t('notFound.home')}
        </PageLink>
      </div>
    </section>
  );
}
