import { useTranslation } from 'react-i18next';
import { AlertCircle, RotateCw } from 'lucide-react';

/** Never an empty grid. */
export function ContentStatus({
  status,
  onRetry,
}: {
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'error') {
    return (
      <div className="content-status content-status--error" role="alert">
        <AlertCircle aria-hidden="true" size={22} />
        <p>{t('contentList.error')}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          <RotateCw aria-hidden="true" size={18} />
          {t('contentList.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="content-status" role="status">
      {t('contentList.loading')}
    </p>
  );
}
