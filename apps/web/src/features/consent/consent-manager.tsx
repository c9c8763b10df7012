import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { consentStore, type ConsentSnapshot } from './consent-state';
import { applyChoice } from './google-tag';

/** The banner's code and styles: a chunk of their own, loaded only when there is a tag to ask about. */
const ConsentBanner = lazy(() => import('./consent-banner'));

/** The tags, the visitor's choice and whether the settings are open; nothing while hydrating. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.server);
}

/**
 * Cookie consent on every page (decision 013). With no Google tag configured it renders
 * nothing and loads nothing. With one: applies the stored choice (Consent Mode defaults,
 * then gtag.js if a purpose was granted) and shows the banner while there is no valid choice,
 * or when the visitor opens the settings again.
 */
export function ConsentManager() {
  const { tags, choice, settingsOpen } = useConsent();
  useEffect(() => {
    if (tags) applyChoice(tags, choice);
  }, [tags, choice]);
  if (!tags || (choice && !settingsOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner tags={tags} choice={choice} settingsOpen={settingsOpen} />
    </Suspense>
  );
}

/** "Cookie settings": reopens the banner's second layer to change or withdraw the choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { tags } = useConsent();
  if (!tags) return null;
  return (
    <button type="button" className={className} onClick={() => consentStore.openSettings()}>
      {t('consent.footerLink')}
    </button>
  );
}

/** The footer's legal-list item for the settings, when a tag is configured. */
export function CookieSettingsItem() {
  const { tags } = useConsent();
  if (!tags) return null;
  return (
    <li>
      <CookieSettingsButton className="site-footer__link-button" />
    </li>
  );
}
