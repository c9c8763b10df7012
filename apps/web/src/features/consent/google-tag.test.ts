import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION, type TagSettings } from '@studio/shared';
import type { ConsentChoice } from './consent-state';
import { applyChoice, GTAG_ORIGIN, pageFields, resetGoogleTag } from './google-tag';

const BOTH: TagSettings = {
  adsConversionId: 'AW-123456789/AbCdEfGh',
  ga4MeasurementId: 'G-ABC123',
};

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

function freshWindow(): TagWindow {
  const win = window as TagWindow;
  delete win.dataLayer;
  delete win.gtag;
  for (const script of document.querySelectorAll('script[src]')) script.remove();
  return win;
}

/** The queue as plain arrays ([command, ...args]). */
const queue = (win: TagWindow) =>
  (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

const choice = (analytics: boolean, advertising: boolean): ConsentChoice => ({
  id: '0b6f1d1e-6a0e-4d8b-9f55-1d2a3b4c5d6e',
  analytics,
  advertising,
  purposes: ['analytics', 'advertising'],
  version: CONSENT_POLICY_VERSION,
  at: new Date().toISOString(),
});

const tagScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) =>
    s.src.startsWith(GTAG_ORIGIN),
  );

afterEach(() => resetGoogleTag());

describe('the Google tag', () => {
  it('before a choice: every purpose denied, first thing in the queue, and nothing loaded', () => {
    const win = freshWindow();
    applyChoice(BOTH, null, win);
    expect(queue(win)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
    ]);
    // gtag.js reads arguments objects, as Google's snippet pushes them.
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe('[object Arguments]');
    expect(tagScripts()).toEqual([]);
  });

  it('a rejection updates consent to denied and loads nothing', () => {
    const win = freshWindow();
    applyChoice(BOTH, choice(false, false), win);
    expect(queue(win)[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ]);
    expect(queue(win)).toHaveLength(2);
    expect(tagScripts()).toEqual([]);
  });

  it('a grant loads gtag.js once and configures only the granted purposes’ ids', () => {
    const win = freshWindow();
    applyChoice(BOTH, choice(false, true), win);
    expect(queue(win).slice(1)).toEqual([
      [
        'consent',
        'update',
        {
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
          analytics_storage: 'denied',
        },
      ],
      ['js', expect.any(Date)],
      ['config', 'AW-123456789'],
    ]);
    expect(tagScripts().map((s) => s.src)).toEqual([`${GTAG_ORIGIN}/gtag/js?id=AW-123456789`]);
    applyChoice(BOTH, choice(true, true), win);
    expect(queue(win).at(-1)).toEqual(['config', 'G-ABC123']);
    expect(tagScripts()).toHaveLength(1);
  });

  it('a withdrawal denies again and deletes Google’s cookies of the withdrawn purposes', () => {
    const win = freshWindow();
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_gcl_au=1.1.456; path=/';
    document.cookie = 'keep=1; path=/';
    applyChoice(BOTH, choice(true, true), win);
    applyChoice(BOTH, choice(false, true), win);
    expect(document.cookie).not.toMatch(/_ga=/);
    expect(document.cookie).toMatch(/_gcl_au=/);
    applyChoice(BOTH, choice(false, false), win);
    expect(queue(win).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ]);
    expect(document.cookie).toBe('keep=1');
  });

  describe('on the tracking page, whose address holds the lead’s token', () => {
    const TOKEN = 'A'.repeat(43);
    let address: string;
    beforeEach(() => {
      address = window.location.href;
      window.history.replaceState(null, '', `/seguimiento?lang=ca&t=${TOKEN}#historial`);
    });
    afterEach(() => window.history.replaceState(null, '', address));

    it('tells the tag the page’s address without the token, for each id it configures', () => {
      const win = freshWindow();
      applyChoice(BOTH, choice(true, true), win);
      const configs = queue(win).filter(([command]) => command === 'config');
      expect(configs).toEqual([
        [
          'config',
          'G-ABC123',
          { page_location: `${window.location.origin}/seguimiento?lang=ca#historial` },
        ],
        [
          'config',
          'AW-123456789',
          { page_location: `${window.location.origin}/seguimiento?lang=ca#historial` },
        ],
      ]);
      expect(JSON.stringify(queue(win))).not.toContain(TOKEN);
    });

    it('drops the token from a referrer that carries one, and leaves other addresses alone', () => {
      const win = {
        location: { href: `https://onastudio.es/seguimiento?t=${TOKEN}` },
        document: { referrer: `https://onastudio.es/contacto/gracias?t=${TOKEN}&x=1` },
      } as unknown as Window;
      expect(pageFields(win)).toEqual({
        page_location: 'https://onastudio.es/seguimiento',
        page_referrer: 'https://onastudio.es/contacto/gracias?x=1',
      });
      const plain = {
        location: { href: 'https://onastudio.es/servicios?tipo=web' },
        document: { referrer: '' },
      } as unknown as Window;
      expect(pageFields(plain)).toEqual({});
    });
  });
});
