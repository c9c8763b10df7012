import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { PageLink } from '../../lib/page-links';

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <PageIntro title={t('intro.title')} lead={t('intro.lead')}>
      <PageLink to="contact" className="button button--primary">
        {t('intro.cta')}
      </PageLink>
    </PageIntro>
  );
}
