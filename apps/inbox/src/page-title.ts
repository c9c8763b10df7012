import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { oneLineText } from '@studio/shared';

/** Whether a page has shown since the document loaded: the first one keeps the focus on top. */
let shownBefore = false;

/**
 * A page's heading: it names the document, and takes the focus when a link or a form inside the
 * inbox leads to another page, so a screen reader announces where it went. The page a load or
 * a reload shows leaves the focus where the browser puts it (the skip link comes first). The
 * title may be a visitor's name: the tab shows it as one line with nothing to isolate it in, so
 * it loses its bidi controls there, and an override cannot turn the brand after it around.
 */
export function usePageHeading<T extends HTMLElement>(title: string) {
  const ref = useRef<T>(null);
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${oneLineText(title)} · ${t('app.brand')}`;
  }, [title, t]);
  useEffect(() => {
    if (shownBefore) ref.current?.focus();
    shownBefore = true;
  }, []);
  return ref;
}
