import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

export default function FaqPage() {
  const { t } = useTranslation('faq');
  return <PageIntro title={t('intro.title')} lead={t('intro.lead')} />;
}
