import './consent-banner.css';
import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_POLICY_VERSION, purposesOf, type Lang, type TagSettings } from '@studio/shared';
import { apiSend } from '../../lib/api-client';
import { PageLink, useLang } from '../../lib/page-links';
import { CONSENT_STORAGE_KEY, consentStore, type ConsentChoice } from './consent-state';
import type { ConsentSettingsProps } from './consent-settings';

export interface ConsentBannerProps {
  tags: TagSettings;
  choice: ConsentChoice | null;
  /** Opened from "Cookie settings": the second layer, with a way out without changes. */
  settingsOpen: boolean;
  /** The second layer (consent-settings.tsx), loaded when it is first shown. */
  Settings: ComponentType<ConsentSettingsProps>;
}

export type Allowed = Pick<ConsentChoice, 'analytics' | 'advertising'>;

/** A random (v4) UUID; `crypto.randomUUID` exists on secure origins only (https, localhost). */
function randomId(): string {
  if (window.isSecureContext) return crypto.randomUUID();
  const bytes = [...crypto.getRandomValues(new Uint8Array(16))];
  const hex = bytes.map((byte, i) =>
    (i === 6 ? (byte & 15) | 64 : i === 8 ? (byte & 63) | 128 : byte).toString(16).padStart(2, '0'),
  );
  return hex.join('').replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}

/**
 * Keeps a choice: in local storage (the same random id for every later change of this
 * browser's), in the page's state, and on the server as proof of consent. A purpose the site
 * does not use is never granted.
 */
export function saveChoice(
  tags: TagSettings,
  previous: ConsentChoice | null,
  allowed: Allowed,
  lang: Lang,
): ConsentChoice {
  const asked = purposesOf(tags);
  const choice: ConsentChoice = {
    id: previous?.id ?? randomId(),
    analytics: allowed.analytics && asked.includes('analytics'),
    advertising: allowed.advertising && asked.includes('advertising'),
    purposes: asked,
    version: CONSENT_POLICY_VERSION,
    at: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage disabled: the choice holds for this page, and is asked again on the next.
  }
  consentStore.set(choice);
  void apiSend('/consent', {
    consentId: choice.id,
    analytics: choice.analytics,
    advertising: choice.advertising,
    policyVersion: CONSENT_POLICY_VERSION,
    lang,
  });
  return choice;
}

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
}: ConsentBannerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const purposes = purposesOf(tags);
  const [chosenLayer, setLayer] = useState<'notice' | 'settings'>('notice');
  const layer = settingsOpen ? 'settings' : chosenLayer;
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useCoveredHeight(ref);

  // Where the visitor was when they opened the settings ("Cookie settings"): the focus goes
  // back there after. The notice itself appears without taking the focus from the page.
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (settingsOpen) opener.current = document.activeElement;
  }, [settingsOpen]);

  const decide = (allowed: Allowed) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    saveChoice(tags, choice, allowed, lang);
    if (hadFocus) focusAfter(opener.current);
  };
  const closeWithoutChanges = () => {
    consentStore.closeSettings();
    focusAfter(opener.current);
  };
  const intro =
    purposes.length === 2 ? 'both' : purposes[0] === 'analytics' ? 'analytics' : 'advertising';

  return (
    <section
      ref={ref}
      className={`consent consent--${layer}`}
      aria-labelledby={titleId}
      data-testid="consent-banner"
    >
      {layer === 'notice' ? (
        <>
          <h2 id={titleId} className="consent__title">
            {t('consent.title')}
          </h2>
          <p className="consent__text">
            {t(`consent.intro.${intro}`)} {t('consent.change')}{' '}
            <PageLink to="cookies">{t('consent.policy')}</PageLink>
          </p>
          <div className="consent__actions">
            <ChoiceButtons decide={decide} />
            <button type="button" className="consent__more" onClick={() => setLayer('settings')}>
              {t('consent.configure')}
            </button>
          </div>
        </>
      ) : (
        <Suspense fallback={null}>
          <Settings
            titleId={titleId}
            purposes={purposes}
            choice={choice}
            decide={decide}
            onClose={choice ? closeWithoutChanges : undefined}
          />
        </Suspense>
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
