import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION, TAGS_ATTRIBUTE } from '@studio/shared';
import { loadConfig, ConfigError } from '../config.js';
import { consentHistory } from '../consent/consent-repository.js';
import {
  backends,
  getCsrf,
  postHeaders,
  startServer,
  startServerOn,
  type TestServer,
} from '../test/helper.js';

const ADS = 'AW-123456789/AbCdEfGh';
const GA4 = 'G-ABC123XYZ';
const web = {
  'index.html': '<!doctype html><html><head><title>Inicio</title></head><body></body></html>',
  '404.html': '<!doctype html><title>404</title>',
};

const choice = (overrides: Record<string, unknown> = {}) => ({
  consentId: randomUUID(),
  analytics: true,
  advertising: false,
  policyVersion: CONSENT_POLICY_VERSION,
  lang: 'ca',
  ...overrides,
});

async function post(server: TestServer, body: unknown, headers?: Record<string, string>) {
  const pair = await getCsrf(server.url);
  return fetch(`${server.url}/api/v1/consent`, {
    method: 'POST',
    headers: headers ?? postHeaders(pair, server.url),
    body: JSON.stringify(body),
  });
}

function directives(response: Response): Map<string, string> {
  const csp = response.headers.get('content-security-policy') ?? '';
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe.each(backends)('POST /api/v1/consent on $name, with both tags', ({ postgres }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServerOn(postgres, {
      web,
      env: { ADS_CONVERSION_ID: ADS, GA4_MEASUREMENT_ID: GA4 },
    });
  });
  afterAll(() => server.close());

  it('keeps each choice as proof: the random id, the choices, the policy version, the time', async () => {
    const body = choice();
    expect((await post(server, body)).status).toBe(204);
    expect((await post(server, { ...body, analytics: false, advertising: true })).status).toBe(204);
    const history = await consentHistory(server.app.db, body.consentId);
    expect(history).toEqual([
      {
        analytics: true,
        advertising: false,
        policyVersion: CONSENT_POLICY_VERSION,
        lang: 'ca',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ analytics: false, advertising: true }),
    ]);
  });

  it('stores nothing that identifies the person', async () => {
    const body = choice();
    await post(server, body, {
      ...postHeaders(await getCsrf(server.url), server.url),
      'user-agent': 'Secret-Browser/1.0',
    });
    const rows = await server.app.db.selectFrom('consent_records').selectAll().execute();
    const text = JSON.stringify(rows);
    expect(text).not.toContain('Secret-Browser');
    expect(text).not.toContain('127.0.0.1');
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'advertising',
        'analytics',
        'consent_id',
        'created_at',
        'id',
        'lang',
        'policy_version',
      ].sort(),
    );
  });

  it.each([
    ['an unknown field', { extra: 1 }],
    ['a consent id that is not a UUID', { consentId: 'me@example.com' }],
    ['another policy version', { policyVersion: '2020-01-01' }],
    ['a choice that is not a boolean', { analytics: 'yes' }],
    ['an unknown language', { lang: 'fr' }],
  ])('refuses %s with 400', async (_what, overrides) => {
    const response = await post(server, choice(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });

  it('writes the configured tags into every page’s <html> and opens the policy to Google’s tag', async () => {
    const page = await fetch(`${server.url}/`);
    expect(await page.text()).toMatch(
      new RegExp(`^<!doctype html><html ${TAGS_ATTRIBUTE}="ads=AW-123456789/AbCdEfGh;ga4=${GA4}">`),
    );
    const csp = directives(page);
    expect(csp.get('script-src')).toBe("'self' https://www.googletagmanager.com");
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(csp.get('connect-src')).toContain('https://www.googleadservices.com');
    expect(csp.get('img-src')).toContain('https://googleads.g.doubleclick.net');
    expect(csp.get('frame-src')).toBe(
      'https://www.googletagmanager.com https://td.doubleclick.net',
    );
    // Still no inline script but by hash, and nothing else loosened.
    expect(csp.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp.get('default-src')).toBe("'self'");
  });

  it('limits the rate per client', async () => {
    const limited = await startServer({
      env: { ADS_CONVERSION_ID: ADS, CONSENT_RATE_LIMIT_MAX: '2' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(limited, choice())).status);
      expect(statuses).toEqual([204, 204, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('with no tag configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ web });
  });
  afterAll(() => server.close());

  it('serves the page as built, with the strict policy, and takes no consent', async () => {
    const page = await fetch(`${server.url}/`);
    expect(await page.text()).toBe(web['index.html']);
    const csp = directives(page);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.has('frame-src')).toBe(false);
    expect((await post(server, choice())).status).toBe(404);
  });
});

describe('with only Google Analytics', () => {
  it('opens the policy to analytics only, and a granted advertising is kept as refused', async () => {
    const server = await startServer({ web, env: { GA4_MEASUREMENT_ID: GA4 } });
    try {
      const page = await fetch(`${server.url}/`);
      const csp = directives(page);
      expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
      expect(csp.get('connect-src')).not.toContain('googleadservices');
      expect(csp.has('frame-src')).toBe(false);
      const body = choice({ analytics: true, advertising: true });
      expect((await post(server, body)).status).toBe(204);
      expect(await consentHistory(server.app.db, body.consentId)).toEqual([
        expect.objectContaining({ analytics: true, advertising: false }),
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('the tag settings', () => {
  it('name the variable and the expected form of a bad id at start-up', () => {
    expect(() => loadConfig({ ADS_CONVERSION_ID: 'AW-123' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADS_CONVERSION_ID: 'AW-123' })).toThrow(
      /ADS_CONVERSION_ID: must look like AW-123456789\/AbCdEfGh, or off/,
    );
    expect(() => loadConfig({ GA4_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(/GA4_MEASUREMENT_ID/);
    expect(loadConfig({ ADS_CONVERSION_ID: ADS, GA4_MEASUREMENT_ID: 'off' })).toMatchObject({
      ADS_CONVERSION_ID: ADS,
      GA4_MEASUREMENT_ID: 'off',
    });
  });
});
