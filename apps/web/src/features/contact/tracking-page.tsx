import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

export default function TrackingPage() {
  const { t } = useTranslation('contact');
  return <PageIntro title={t('tracking.title')} lead={t('tracking.lead')} />;
}
