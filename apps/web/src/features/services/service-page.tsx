import { useTranslation } from 'react-i18next';
import { isServiceSlug } from '@studio/shared';
import { PageIntro } from '../../components/page-intro';
import { PageLink, useRouteId } from '../../lib/page-links';

export default function ServicePage() {
  const { t } = useTranslation(['services', 'common']);
  const routeId = useRouteId();
  const slug = routeId.replace(/^service-/, '');
  if (!isServiceSlug(slug)) throw new Error(`Not a service page: ${routeId}`);
  return (
    <>
      <nav className="breadcrumbs container" aria-label={t('breadcrumb.label')}>
        <ol>
          <li>
            <PageLink to="home">{t('breadcrumb.home')}</PageLink>
          </li>
          <li>
            <PageLink to="services">{t('breadcrumb.services')}</PageLink>
          </li>
          <li aria-current="page">{t(`detail.${slug}.name`)}</li>
        </ol>
      </nav>
      <PageIntro title={t(`detail.${slug}.title`)} lead={t(`detail.${slug}.lead`)}>
        <PageLink to="contact" query={{ tipo: slug }} className="button button--primary">
          {t('cta.quote', { ns: 'common' })}
        </PageLink>
      </PageIntro>
    </>
  );
}
