import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';

export default function PortfolioPage() {
  const { t } = useTranslation('portfolio');
  return <PageIntro title={t('intro.title')} lead={t('intro.lead')} />;
}
