import { useTranslation } from 'react-i18next';
import { PageLink } from '../lib/page-links';
import { useRouteId } from '../lib/page-context';
import { NAV_ITEMS, isCurrentSection } from './nav-items';

export function NavLinks({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const current = useRouteId();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <PageLink
            to={item.to}
            onClick={onNavigate}
            aria-current={isCurrentSection(item.to, current) ? 'page' : undefined}
          >
            {t(item.label)}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
