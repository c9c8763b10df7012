import { lazy, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentBannerProps } from './consent-banner';
import { consentStore, type ConsentSnapshot } from './consent-state';

type Banner = ComponentType<ConsentBannerProps>;

/**
 * The banner's second layer: fetched when the visitor opens it, never before an interaction.
 * Its dynamic import lives here, not in the banner's chunk: a chunk with a dynamic import of its
 * own depends on the entry's chunk (Vite's preload helper), and Vite's loader would then fetch
 * the entry's stylesheet with the banner, though the page carries it inline.
 */
const ConsentSettings = lazy(() => import('./consent-settings'));
let bannerLoad: Promise<Banner> | null = null;

/**
 * The banner's code and styles: fetched only when there is a tag to ask about, like the chat
 * window. (Its first layer's words are in `common`: a namespace of their own would fetch
 * i18next's HTTP backend too, before any interaction.)
 */
function loadBanner(): Promise<Banner> {
  bannerLoad ??= import('./consent-banner').then(
    (module) => module.default,
    (error: unknown) => {
      bannerLoad = null;
      throw error;
    },
  );
  return bannerLoad;
}

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
  const [banner, setBanner] = useState<{ Component: Banner } | null>(null);
  const asking = tags !== null && (choice === null || settingsOpen);

  // The tag's code comes with the first choice (stored or made): before one there is nothing
  // to queue, and nothing of Google's may load.
  useEffect(() => {
    if (tags && choice)
      void import('./google-tag').then(({ applyChoice }) => applyChoice(tags, choice));
  }, [tags, choice]);
  useEffect(() => {
    if (asking)
      loadBanner().then(
        (Component) => setBanner({ Component }),
        () => undefined,
      );
  }, [asking]);

  if (!asking || !banner) return null;
  return (
    <banner.Component
      tags={tags}
      choice={choice}
      settingsOpen={settingsOpen}
      Settings={ConsentSettings}
    />
  );
}

/** "Cookie settings": reopens the banner's second layer to change or withdraw the choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { tags } = useConsent();
  if (!tags) return null;
  return (
    <button type="button" className={className} onClick={() => consentStore.openSettings()}>
      {t('footer.legal.settings')}
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
