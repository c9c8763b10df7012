import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { loadOnce } from '../../lib/load-once';
import { useLang } from '../../lib/page-context';
import { withPage } from '../../site/react/page-root';
import type { ConsentBannerProps } from './consent-banner';
import type { ConsentSettingsProps } from './consent-settings';
import { consentStore, type ConsentSnapshot } from './consent-state';

type Banner = ComponentType<ConsentBannerProps>;
type Settings = ComponentType<ConsentSettingsProps>;

// The banner's words are in `common`: a namespace of their own would fetch i18next's backend
// before any interaction.
const loadBanner = loadOnce(() => import('./consent-banner').then((module) => module.default));

// Imported here, not in the banner's chunk: a chunk with a dynamic import depends on the entry's
// chunk (Vite's preload helper), whose stylesheet Vite would fetch though the page has it inline.
const loadSettings = loadOnce((i18n: I18n): Promise<Settings> =>
  Promise.all([import('./consent-settings'), i18n.loadNamespaces('consent')]).then(
    ([module]) => module.default,
  ),
);

/** Nothing is known while hydrating: the prerendered page knows no choice. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.server);
}

/** Decision 013. Without a Google tag configured it renders and loads nothing. */
function ConsentManager() {
  const { i18n } = useTranslation();
  const lang = useLang();
  const { tags, choice, settingsOpen } = useConsent();
  const [banner, setBanner] = useState<{ Component: Banner } | null>(null);
  const [settings, setSettings] = useState<{ Component: Settings } | null>(null);
  const [wantsSettings, setWantsSettings] = useState(false);
  const asking = tags !== null && (choice === null || settingsOpen);
  const settingsWanted = asking && (settingsOpen || wantsSettings);

  // The code that keeps a choice and applies the tag comes with the first choice (stored or
  // made): before one there is nothing to queue, and nothing of Google's may load.
  useEffect(() => {
    if (tags && choice)
      void import('./consent-choice').then(({ applyChoice }) => applyChoice(tags, choice));
  }, [tags, choice]);
  useEffect(() => {
    if (asking)
      loadBanner().then(
        (Component) => setBanner({ Component }),
        () => undefined,
      );
  }, [asking]);
  // The layer shows once its code and words are here: no empty card meanwhile.
  useEffect(() => {
    if (settingsWanted)
      loadSettings(i18n).then(
        (Component) => setSettings({ Component }),
        () => undefined,
      );
  }, [settingsWanted, i18n]);

  // Opened from "Cookie settings", the banner waits for its second layer.
  if (!asking || !banner || (settingsOpen && !settings)) return null;
  return (
    <banner.Component
      tags={tags}
      choice={choice}
      settingsOpen={settingsOpen}
      Settings={settings?.Component ?? null}
      onWantSettings={() => setWantsSettings(true)}
      onDecide={(allowed) =>
        import('./consent-choice').then(({ saveChoice }) => saveChoice(tags, choice, allowed, lang))
      }
    />
  );
}

// Pure, like language-switcher.tsx's island: the legal and thanks pages import this module too.
export default /* @__PURE__ */ withPage(ConsentManager);

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

/** The footer's "Cookie settings" button (its list item is the footer's). */
export const CookieSettings = /* @__PURE__ */ withPage(function CookieSettings() {
  return <CookieSettingsButton className="site-footer__link-button" />;
});
