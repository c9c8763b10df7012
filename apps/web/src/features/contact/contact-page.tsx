import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return <PageIntro title={t('intro.title')} lead={t('intro.lead')} />;
}
