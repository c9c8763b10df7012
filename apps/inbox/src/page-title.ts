import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page's heading: it names the document, and takes the focus when the page changes, so a
 * screen reader announces where a link or a form led (the first page load keeps it on top).
 */
export function usePageHeading<T extends HTMLElement>(title: string) {
  const ref = useRef<T>(null);
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.brand')}`;
  }, [title, t]);
  useEffect(() => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) {
      ref.current?.focus();
    }
  }, []);
  return ref;
}
