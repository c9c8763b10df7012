// Cookie consent and the Google tag (decision 013), without zod for the banner's chunk; the
// server validates with consent.ts.

const CONSENT_PURPOSES = ['analytics', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Raise it when what the site does with a purpose changes: every visitor is asked again. */
export const CONSENT_POLICY_VERSION = '2026-11-25';

/** The AEPD's guide allows at most 24 months; we ask again after 13. */
export const CONSENT_MAX_AGE_DAYS = 395;

export const ADS_CONVERSION_ID_PATTERN = /^AW-\d{6,15}\/[A-Za-z0-9_-]{4,64}$/;
export const GA4_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

export interface TagSettings {
  adsConversionId: string | null;
  ga4MeasurementId: string | null;
}

export function purposesOf(tags: TagSettings): ConsentPurpose[] {
  return CONSENT_PURPOSES.filter((purpose) =>
    purpose === 'analytics' ? tags.ga4MeasurementId !== null : tags.adsConversionId !== null,
  );
}

/** On `<html>`: a data attribute is valid HTML, and outside what React hydrates. */
export const TAGS_ATTRIBUTE = 'data-ona-tags';

export function encodeTagSettings(tags: TagSettings): string {
  return [
    tags.adsConversionId && `ads=${tags.adsConversionId}`,
    tags.ga4MeasurementId && `ga4=${tags.ga4MeasurementId}`,
  ]
    .filter(Boolean)
    .join(';');
}

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
 * After Google's CSP guide for the tag. `script-src` allows only the host of `gtag.js`: some of
 * Google's hosts answer JSONP, which an injected tag could use to run code of its choosing. The
 * hosts it only sends data to, regional ones by wildcard, are in `connect-src` and `img-src`.
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
