import type { TagSettings } from '@studio/shared';
import type { ConsentChoice } from './consent-state';

// Consent Mode v2 the standard way (decision 013): everything denied first, gtag.js loaded only
// once a choice grants a purpose, and only the granted purposes' ids configured.

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

type Gtag = (...args: unknown[]) => void;
interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

let loaded = false;
const configured = new Set<string>();

function installGtag(win: Window & TagWindow = window): Gtag {
  if (win.gtag) return win.gtag;
  win.dataLayer = win.dataLayer ?? [];
  const queue = win.dataLayer;
  // gtag.js reads `arguments` objects from the queue, not arrays: this is Google's snippet.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    queue.push(arguments);
  };
  win.gtag('consent', 'default', { ...DENIED, wait_for_update: 500 });
  return win.gtag;
}

/** Deleted when their purpose is withdrawn. */
const GOOGLE_COOKIES = {
  analytics: /^(_ga|_ga_[A-Z0-9]+|_gid|_gat\w*)$/,
  advertising: /^_gcl_\w+$/,
};

function deleteGoogleCookies(doc: Document, purposes: (keyof typeof GOOGLE_COOKIES)[]) {
  const host = doc.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? '';
    if (!purposes.some((purpose) => GOOGLE_COOKIES[purpose].test(name))) continue;
    for (const domain of domains) {
      doc.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

/**
 * A withdrawal denies everything again and deletes Google's cookies; a tag already loaded stays
 * in the page but may no longer store or send identifiers.
 */
export function applyChoice(
  tags: TagSettings,
  choice: ConsentChoice | null,
  win: Window & TagWindow = window,
): void {
  const gtag = installGtag(win);
  if (!choice) return;
  const analytics = choice.analytics && tags.ga4MeasurementId !== null;
  const advertising = choice.advertising && tags.adsConversionId !== null;
  const grant = (on: boolean) => (on ? 'granted' : 'denied');
  gtag('consent', 'update', {
    ad_storage: grant(advertising),
    ad_user_data: grant(advertising),
    ad_personalization: grant(advertising),
    analytics_storage: grant(analytics),
  });
  deleteGoogleCookies(win.document, [
    ...(analytics ? [] : (['analytics'] as const)),
    ...(advertising ? [] : (['advertising'] as const)),
  ]);
  if (!analytics && !advertising) return;
  const ids = [
    analytics ? tags.ga4MeasurementId : null,
    // The conversion id without its label configures the Ads tag.
    advertising ? (tags.adsConversionId?.split('/')[0] ?? null) : null,
  ].filter((id): id is string => id !== null);
  if (!loaded) {
    gtag('js', new Date());
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(ids[0]!)}`;
    win.document.head.append(script);
    loaded = true;
  }
  const page = pageFields(win);
  for (const id of ids) {
    if (configured.has(id)) continue;
    if (Object.keys(page).length > 0) gtag('config', id, page);
    else gtag('config', id);
    configured.add(id);
  }
}

/** Null when the address had no tracking token (`t`, which opens the visitor's request). */
function withoutSecrets(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (!url.searchParams.has('t')) return null;
  url.searchParams.delete('t');
  return url.toString();
}

/**
 * The tracking page's address carries the lead's token, which the tag would send to Google as
 * the page location: the tag is told the address and referrer without it. (That page sends no
 * Referer onwards: its head has `no-referrer`, app/head.ts.)
 */
export function pageFields(win: Window): { page_location?: string; page_referrer?: string } {
  const location = withoutSecrets(win.location.href);
  const referrer = withoutSecrets(win.document.referrer);
  return {
    ...(location === null ? {} : { page_location: location }),
    ...(referrer === null ? {} : { page_referrer: referrer }),
  };
}

export function resetGoogleTag(): void {
  loaded = false;
  configured.clear();
}
