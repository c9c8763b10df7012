/**
 * Cookie consent and the Google tag (decision 013), what the browser needs of it: in a module
 * without zod, like chat-client.ts, so the banner's chunk does not carry zod. The server
 * validates with the schema in consent.ts.
 */

/** The purposes a visitor can allow, each tied to the tag that needs it. */
export const CONSENT_PURPOSES = ['analytics', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The version of the cookie policy a choice was made under: raise it when what the site does
 * with a purpose changes, and every visitor is asked again.
 */
export const CONSENT_POLICY_VERSION = '2026-11-25';

/** A choice is asked again after this many days (the AEPD's guide: at most 24 months; we keep 13). */
export const CONSENT_MAX_AGE_DAYS = 395;

/** Google Ads conversion: `AW-<conversion id>/<label>`. */
export const ADS_CONVERSION_ID_PATTERN = /^AW-\d{6,15}\/[A-Za-z0-9_-]{4,64}$/;
/** Google Analytics 4 measurement id: `G-<letters and digits>`. */
export const GA4_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

/** The tags a site has configured (ADS_CONVERSION_ID, GA4_MEASUREMENT_ID); null = none. */
export interface TagSettings {
  adsConversionId: string | null;
  ga4MeasurementId: string | null;
}

/** The purposes the configured tags need, in a fixed order. */
export function purposesOf(tags: TagSettings): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((purpose) =>
    purpose === 'analytics' ? tags.ga4MeasurementId !== null : tags.adsConversionId !== null,
  );
}

/**
 * The attribute of `<html>` the server writes into every page when a tag is configured (a data
 * attribute: valid HTML, and outside what React hydrates).
 */
export const TAGS_ATTRIBUTE = 'data-ona-tags';

/** The attribute's value: `ads=AW-…/label;ga4=G-…` (only what is set). */
export function encodeTagSettings(tags: TagSettings): string {
  return [
    tags.adsConversionId && `ads=${tags.adsConversionId}`,
    tags.ga4MeasurementId && `ga4=${tags.ga4MeasurementId}`,
  ]
    .filter(Boolean)
    .join(';');
}

/** Reads the attribute back; anything not matching its pattern is ignored. */
export function decodeTagSettings(value: string | null | undefined): TagSettings | null {
  const tags: TagSettings = { adsConversionId: null, ga4MeasurementId: null };
  for (const part of (value ?? '').split(';')) {
    const [name, id = ''] = part.split('=');
    if (name === 'ads' && ADS_CONVERSION_ID_PATTERN.test(id)) tags.adsConversionId = id;
    if (name === 'ga4' && GA4_MEASUREMENT_ID_PATTERN.test(id)) tags.ga4MeasurementId = id;
  }
  return tags.adsConversionId || tags.ga4MeasurementId ? tags : null;
}

/**
 * The origins the Google tag loads from and talks to, per purpose and directive (after Google's
 * CSP guide for the tag). Scripts come from one host only, `www.googletagmanager.com`, where
 * `gtag.js` is: a host allowed in `script-src` can run whatever it serves as a script, and
 * some of Google's (`www.google.com`, the ad servers) answer JSONP, which an injected tag could
 * use to run code of its choosing; a wildcard would allow every subdomain. The hosts the tag
 * sends measurements and conversions to, regional ones included (hence the wildcards there),
 * are where the tag only sends or fetches data: `connect-src` and `img-src`, never `script-src`.
 */
export const GOOGLE_TAG_CSP = {
  analytics: {
    scriptSrc: ['https://www.googletagmanager.com'],
    imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connectSrc: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    frameSrc: [] as string[],
  },
  advertising: {
    scriptSrc: ['https://www.googletagmanager.com'],
    imgSrc: [
      'https://www.googletagmanager.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
      'https://www.google.es',
      'https://pagead2.googlesyndication.com',
    ],
    connectSrc: [
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
      'https://www.google.es',
      'https://pagead2.googlesyndication.com',
    ],
    frameSrc: ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
  },
} as const satisfies Record<
  ConsentPurpose,
  Record<'scriptSrc' | 'imgSrc' | 'connectSrc' | 'frameSrc', readonly string[]>
>;
