import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { PageLink } from '../../lib/page-links';

export default function ThanksPage() {
  const { t } = useTranslation('contact');
  return (
    <PageIntro title={t('thanks.title')} lead={t('thanks.lead')}>
      <PageLink to="portfolio" className="button button--primary">
        {t('thanks.portfolio')}
      </PageLink>
      <PageLink to="services" className="button button--ghost">
        {t('thanks.services')}
      </PageLink>
      <PageLink to="home" className="button button--ghost">
        {t('thanks.home')}
      </PageLink>
    </PageIntro>
  );
}
