import './consent-banner.css';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_POLICY_VERSION, purposesOf, type TagSettings } from '@studio/shared';
import { apiSend } from '../../lib/api-client';
import { PageLink, useLang } from '../../lib/page-links';
import { consentStore, type ConsentChoice } from './consent-state';

export interface ConsentBannerProps {
  tags: TagSettings;
  choice: ConsentChoice | null;
  /** Opened from "Cookie settings": the second layer, with a way out without changes. */
  settingsOpen: boolean;
}

/**
 * How much of the screen's foot the banner covers (from its top down), for the page's
 * `scroll-padding-bottom` and `padding-bottom`: focus never lands under it, and the page's last
 * lines can scroll out from under it.
 */
function useCoveredHeight(ref: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const update = () => {
      const covered = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty('--consent-height', `${Math.ceil(covered)}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--consent-height');
    };
  }, [ref]);
}

/**
 * The cookie notice (decision 013; AEPD guide, 2023). First layer: what the cookies are for,
 * accept and reject side by side and alike, the way to choose by purpose, the policy. Second
 * layer: one switch per purpose the site uses, none on until the visitor turns it on. Not
 * modal: the page stays usable, and nothing of Google's loads until a choice grants it.
 */
export default function ConsentBanner({ tags, choice, settingsOpen }: ConsentBannerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const purposes = purposesOf(tags);
  const [chosenLayer, setLayer] = useState<'notice' | 'settings'>('notice');
  const layer = settingsOpen ? 'settings' : chosenLayer;
  const [allowed, setAllowed] = useState(() => ({
    analytics: choice?.analytics ?? false,
    advertising: choice?.advertising ?? false,
  }));
  const ref = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useCoveredHeight(ref);

  // "Cookie settings" or "Choose by purpose" moves the visitor into the second layer; the
  // notice itself appears without taking the focus from the page.
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (settingsOpen) opener.current = document.activeElement;
  }, [settingsOpen]);
  useEffect(() => {
    if (layer === 'settings') headingRef.current?.focus();
  }, [layer]);

  const decide = (next: { analytics: boolean; advertising: boolean }) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    const saved = consentStore.choose(next);
    if (saved) {
      void apiSend('/consent', {
        consentId: saved.id,
        analytics: saved.analytics,
        advertising: saved.advertising,
        policyVersion: CONSENT_POLICY_VERSION,
        lang,
      });
    }
    if (hadFocus) focusAfter(opener.current);
  };
  const closeWithoutChanges = () => {
    consentStore.closeSettings();
    focusAfter(opener.current);
  };
  const all = (on: boolean) => ({ analytics: on, advertising: on });

  const choices = (
    <>
      <button type="button" className="consent__choice" onClick={() => decide(all(false))}>
        {t('consent.reject')}
      </button>
      <button type="button" className="consent__choice" onClick={() => decide(all(true))}>
        {t('consent.accept')}
      </button>
    </>
  );
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
            {choices}
            <button type="button" className="consent__more" onClick={() => setLayer('settings')}>
              {t('consent.configure')}
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="consent__title">
            {t('consent.settingsTitle')}
          </h2>
          <p className="consent__text">
            {t('consent.settingsIntro')} <PageLink to="cookies">{t('consent.policy')}</PageLink>
          </p>
          <ul className="consent__purposes">
            <li className="consent__purpose">
              <div>
                <h3>{t('consent.necessary.title')}</h3>
                <p>{t('consent.necessary.text')}</p>
              </div>
              <span className="consent__always">{t('consent.necessary.state')}</span>
            </li>
            {purposes.map((purpose) => (
              <li key={purpose} className="consent__purpose">
                <div>
                  <h3 id={`${titleId}-${purpose}`}>{t(`consent.purposes.${purpose}.title`)}</h3>
                  <p id={`${titleId}-${purpose}-text`}>{t(`consent.purposes.${purpose}.text`)}</p>
                </div>
                <input
                  type="checkbox"
                  role="switch"
                  className="consent__switch"
                  aria-labelledby={`${titleId}-${purpose}`}
                  aria-describedby={`${titleId}-${purpose}-text`}
                  checked={allowed[purpose]}
                  onChange={(event) =>
                    setAllowed((current) => ({ ...current, [purpose]: event.target.checked }))
                  }
                />
              </li>
            ))}
          </ul>
          <div className="consent__actions">
            {choices}
            <button type="button" className="consent__choice" onClick={() => decide(allowed)}>
              {t('consent.save')}
            </button>
            {choice && (
              <button type="button" className="consent__more" onClick={closeWithoutChanges}>
                {t('consent.close')}
              </button>
            )}
          </div>
        </>
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
