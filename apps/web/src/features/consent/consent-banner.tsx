import './consent-banner.css';
import { useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { purposesOf, type TagSettings } from '@studio/shared';
import { PageLink } from '../../lib/page-links';
import { consentStore, type ConsentChoice } from './consent-state';
import type { ConsentSettingsProps } from './consent-settings';
import type { Allowed } from './consent-choice';

export interface ConsentBannerProps {
  tags: TagSettings;
  choice: ConsentChoice | null;
  /** Opened from "Cookie settings": the second layer, with a way out without changes. */
  settingsOpen: boolean;
  /** Null until loaded: the notice stays meanwhile. */
  Settings: ComponentType<ConsentSettingsProps> | null;
  onWantSettings: () => void;
  onDecide: (allowed: Allowed) => Promise<unknown>;
}

/** For the page's scroll and bottom padding (global.css): nothing stays hidden under it. */
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

/** Alike, side by side, on both layers (AEPD guide). */
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
 * Decision 013, after the AEPD's 2023 guide. Not modal: the page stays usable. No dynamic import
 * of its own (consent-manager.tsx says why).
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
  const SettingsLayer = settingsOpen || chosenLayer === 'settings' ? Settings : null;
  const layer = SettingsLayer ? 'settings' : 'notice';
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useCoveredHeight(ref);

  // The notice appears without taking the focus; after a choice made in it, focus goes back.
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
          {/* Short blocks: on a phone never the page's largest text, its LCP (e2e/consent-lcp.spec.ts). */}
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

function focusAfter(opener: Element | null) {
  const target =
    opener instanceof HTMLElement && opener.isConnected ? opener : document.getElementById('main');
  target?.focus();
}
