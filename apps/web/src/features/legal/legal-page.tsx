import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { useRouteId } from '../../lib/page-links';

const LEGAL_PAGES = ['terms', 'privacy', 'cookies'] as const;
type LegalPageId = (typeof LEGAL_PAGES)[number];

function isLegalPage(id: string): id is LegalPageId {
  return (LEGAL_PAGES as readonly string[]).includes(id);
}

export default function LegalPage() {
  const { t } = useTranslation('legal');
  const routeId = useRouteId();
  if (!isLegalPage(routeId)) throw new Error(`Not a legal page: ${routeId}`);
  return <PageIntro title={t(`${routeId}.title`)} lead={t(`${routeId}.lead`)} />;
}
