import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { oneLineText } from '@studio/shared';

let shownBefore = false;

/**
 * The heading takes the focus after a navigation inside the inbox, so a screen reader announces
 * where it went; on a load the skip link comes first. The title may be a visitor's name: without
 * its bidi controls, an override cannot turn the brand after it around in the tab.
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
