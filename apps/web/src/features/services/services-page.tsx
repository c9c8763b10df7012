import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { PageLink } from '../../lib/page-links';
import { SERVICE_SECTIONS } from './service-list';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <section className="section container" aria-labelledby="services-list-title">
        <h2 id="services-list-title" className="visually-hidden">
          {t('intro.title')}
        </h2>
        <ul className="card-grid">
          {SERVICE_SECTIONS.map((slug) => (
            <li key={slug} id={slug} className="card">
              <h3>{t(`detail.${slug}.name`)}</h3>
              <p>{t(`detail.${slug}.lead`)}</p>
              <PageLink to={`service-${slug}`} className="card__link">
                {t('intro.more')}
                <span className="visually-hidden">: {t(`detail.${slug}.name`)}</span>
              </PageLink>
            </li>
          ))}
          <li id="asistencia-tecnica" className="card">
            <h3>{t('detail.asistencia-tecnica.name')}</h3>
            <p>{t('detail.asistencia-tecnica.lead')}</p>
            <PageLink to="faq" hash="asistencia-tecnica-oficinas" className="card__link">
              {t('intro.more')}
              <span className="visually-hidden">: {t('detail.asistencia-tecnica.name')}</span>
            </PageLink>
          </li>
        </ul>
      </section>
    </>
  );
}
