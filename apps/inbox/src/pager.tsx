import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('leads.pages')}>
      {page > 1 ? (
        <Link to={href(page - 1)}>{t('leads.previous')}</Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>{t('leads.page', { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t('leads.next')}</Link> : null}
    </nav>
  );
}
