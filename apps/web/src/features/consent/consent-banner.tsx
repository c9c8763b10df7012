import './consent-banner.css';
import { useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { purposesOf, type TagSettings } from '@studio/shared';
import { PageLink } from '../../lib/page-links';
import { consentStore, type ConsentChoice } from './consent-state';
import type { ConsentSettingsProps } from './consent-settings';

export interface ConsentBannerProps {
  tags: TagSettings;
  choice: ConsentChoice | null;
  /** Opened from "Cookie settings": the second layer, with a way out without changes. */
  settingsOpen: boolean;
  /** The second layer (consent-settings.tsx), once loaded. */
  Settings: ComponentType<ConsentSettingsProps> | null;
  /** Asks for the second layer: the notice stays until it has loaded. */
  onWantSettings: () => void;
  /** Keeps the visitor's choice (consent-choice.ts, loaded with the first choice). */
  onDecide: (allowed: Allowed) => Promise<unknown>;
}

export type { Allowed } from './consent-choice';
import type { Allowed } from './consent-choice';

/**
 * How much of the screen's foot the banner covers (its height and the space under it), for the
 * page's `scroll-padding-bottom` and `padding-bottom`: focus never lands under it, and the
 * page's last lines can scroll out from under it. Fixed to the bottom, it covers the same
 * whatever the viewport's height: only its own size changes that.
 */
function useCoveredHeight(ref: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const covered = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty('--consent-height', `${Math.ceil(covered)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-height');
    };
  }, [ref]);
}

/** Accept and reject, side by side and alike (AEPD guide), on both layers. */
export function ChoiceButtons({ decide }: { decide: (allowed: Allowed) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="consent__choice"
        onClick={() => decide({ analytics: false, advertising: false })}
      >
        {t('consent.reject')}
      </button>
      <button
        type="button"
        className="consent__choice"
        onClick={() => decide({ analytics: true, advertising: true })}
      >
        {t('consent.accept')}
      </button>
    </>
  );
}

/**
 * The cookie notice (decision 013; AEPD guide, 2023). First layer: what the cookies are for,
 * accept and reject side by side and alike, the way to choose by purpose, the policy. Second
 * layer (consent-settings.tsx): one switch per purpose the site uses, none on until the visitor
 * turns it on. Not modal: the page stays usable, and nothing of Google's loads until a choice
 * grants it. This chunk has no dynamic import of its own (see consent-manager.tsx).
 */
export default function ConsentBanner({
  tags,
  choice,
  settingsOpen,
  Settings,
  onWantSettings,
  onDecide,
}: ConsentBannerProps) {
  const { t } = useTranslation();
  const purposes = purposesOf(tags);
  const [chosenLayer, setLayer] = useState<'notice' | 'settings'>('notice');
  // The second layer once it is wanted and loaded; until then the notice stays.
  const SettingsLayer = settingsOpen || chosenLayer === 'settings' ? Settings : null;
  const layer = SettingsLayer ? 'settings' : 'notice';
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useCoveredHeight(ref);

  // After a choice made in the banner, the focus goes back where the visitor was when they
  // opened the settings ("Cookie settings"), else to the main content. The notice itself
  // appears without taking the focus from the page.
  const decide = (allowed: Allowed) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    void onDecide(allowed).then(() => {
      if (hadFocus) focusAfter(consentStore.opener());
    });
  };
  const closeWithoutChanges = () => {
    consentStore.closeSettings();
    focusAfter(consentStore.opener());
  };
  return (
    <section
      ref={ref}
      className={`consent consent--${layer}`}
      aria-labelledby={titleId}
      data-testid="consent-banner"
    >
      {!SettingsLayer ? (
        <>
          <h2 id={titleId} className="consent__title">
            {t('consent.title')}
          </h2>
          {/* What the cookies are for, the purposes in use as a list, and how to change one's
              mind: short blocks, quick to read, and on a phone never the page's largest text
              (its LCP: the notice appears after the page has painted). */}
          <p className="consent__text">{t('consent.lead')}</p>
          <ul className="consent__list">
            {purposes.map((purpose) => (
              <li key={purpose}>{t(`consent.google.${purpose}`)}</li>
            ))}
          </ul>
          <p className="consent__text consent__note">
            {t('consent.change')} <PageLink to="cookies">{t('consent.policy')}</PageLink>
          </p>
          <div className="consent__actions">
            <ChoiceButtons decide={decide} />
            <button
              type="button"
              className="consent__more"
              onClick={() => {
                setLayer('settings');
                onWantSettings();
              }}
            >
              {t('consent.configure')}
            </button>
          </div>
        </>
      ) : (
        <SettingsLayer
          titleId={titleId}
          purposes={purposes}
          choice={choice}
          decide={decide}
          onClose={choice ? closeWithoutChanges : undefined}
        />
      )}
    </section>
  );
}

/** Focus back where the visitor was (the "Cookie settings" button), else the main content. */
function focusAfter(opener: Element | null) {
  const target =
    opener instanceof HTMLElement && opener.isConnected ? opener : document.getElementById('main');
  target?.focus();
}
