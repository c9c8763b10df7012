import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/helper.js';
import { tagSources } from './security.js';

const ADS = 'AW-123456789/AbCdEfGh';
const GA4 = 'G-ABC123XYZ';
const web = {
  'index.html': '<!doctype html><html><head><title>Inicio</title></head><body></body></html>',
  '404.html': '<!doctype html><title>404</title>',
};

/** Hosts that must never run as scripts here: JSONP answers, ad servers, any wildcard. */
const NEVER_SCRIPTS = [
  'https://www.google.com',
  'https://www.google.es',
  'https://www.googleadservices.com',
  'https://googleads.g.doubleclick.net',
  'https://pagead2.googlesyndication.com',
  '*',
];

const CONFIGURATIONS: {
  name: string;
  env: Record<string, string>;
  analytics: boolean;
  advertising: boolean;
}[] = [
  { name: 'no Google id', env: {}, analytics: false, advertising: false },
  {
    name: 'Google Analytics only',
    env: { GA4_MEASUREMENT_ID: GA4 },
    analytics: true,
    advertising: false,
  },
  { name: 'Google Ads only', env: { ADS_CONVERSION_ID: ADS }, analytics: false, advertising: true },
  {
    name: 'both ids',
    env: { ADS_CONVERSION_ID: ADS, GA4_MEASUREMENT_ID: GA4 },
    analytics: true,
    advertising: true,
  },
];

function directives(response: Response): Map<string, string[]> {
  const csp = response.headers.get('content-security-policy') ?? '';
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe.each(CONFIGURATIONS)('the page policy with $name', ({ env, analytics, advertising }) => {
  let server: TestServer;
  let csp: Map<string, string[]>;
  beforeAll(async () => {
    server = await startServer({ web, env });
    csp = directives(await fetch(`${server.url}/`));
  });
  afterAll(() => server.close());

  it('lets scripts come from this site and, with a tag, from the one host gtag.js is on', () => {
    const tagged = analytics || advertising;
    expect(csp.get('script-src')).toEqual([
      "'self'",
      ...(tagged ? ['https://www.googletagmanager.com'] : []),
    ]);
    for (const host of NEVER_SCRIPTS) {
      expect(csp.get('script-src')?.some((source) => source.includes(host))).toBe(false);
    }
  });

  it('lets the tag send to the measurement and conversion hosts of the configured purposes only', () => {
    const connect = csp.get('connect-src') ?? [];
    const img = csp.get('img-src') ?? [];
    expect(connect.includes('https://*.google-analytics.com')).toBe(analytics);
    expect(connect.includes('https://*.analytics.google.com')).toBe(analytics);
    expect(img.includes('https://*.google-analytics.com')).toBe(analytics);
    expect(connect.includes('https://www.googleadservices.com')).toBe(advertising);
    expect(connect.includes('https://googleads.g.doubleclick.net')).toBe(advertising);
    expect(connect.includes('https://www.google.com')).toBe(advertising);
    expect(img.includes('https://googleads.g.doubleclick.net')).toBe(advertising);
    expect(img.includes('https://www.google.com')).toBe(advertising);
    expect(csp.get('frame-src')).toEqual(
      advertising ? ['https://www.googletagmanager.com', 'https://td.doubleclick.net'] : undefined,
    );
    if (!analytics && !advertising) {
      expect(connect).toEqual(["'self'"]);
      expect(img).toEqual(["'self'", 'data:']);
    }
  });
});

describe('tagSources', () => {
  it('names each origin once when both purposes need it', () => {
    const both = tagSources({ adsConversionId: ADS, ga4MeasurementId: GA4 });
    for (const list of Object.values(both)) expect(new Set(list).size).toBe(list.length);
    expect(both.scriptSrc).toEqual(['https://www.googletagmanager.com']);
  });
});
