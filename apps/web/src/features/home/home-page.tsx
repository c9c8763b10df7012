import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { PageLink } from '../../lib/page-links';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <PageIntro eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')}>
      <PageLink to="contact" className="button button--primary button--large">
        {t('hero.primary')}
      </PageLink>
      <PageLink to="portfolio" className="button button--ghost button--large">
        {t('hero.secondary')}
      </PageLink>
    </PageIntro>
  );
}
