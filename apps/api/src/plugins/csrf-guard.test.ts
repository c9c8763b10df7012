import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorSchema, CONSENT_POLICY_VERSION, CSRF_HEADER } from '@studio/shared';
import {
  backends,
  getCsrf,
  postHeaders,
  startServerOn,
  type CsrfPair,
  type TestServer,
} from '../test/helper.js';
import { SHOP_QUOTE } from '../test/quote-request.js';

/**
 * Every POST route a visitor's page sends to (and the suite's probe), with a body it takes and
 * what it answers once the guard lets the request through. The chat answers 503 here: it has no
 * built site to answer from, and it is past the guard all the same.
 */
const ROUTES: Record<string, { body: unknown; status: number }> = {
  'test-probe': { body: { a: 1 }, status: 200 },
  leads: { body: SHOP_QUOTE, status: 201 },
  newsletter: { body: { email: 'ana@example.com', consent: true, hp: '' }, status: 202 },
  'chat/handover': {
    body: {
      email: 'ana@example.com',
      consent: true,
      hp: '',
      messages: [{ role: 'user', content: '¿Hacéis webs?' }],
    },
    status: 201,
  },
  chat: { body: { messages: [{ role: 'user', content: 'Hola' }] }, status: 503 },
  funnel: { body: { events: [{ event: 'form_shown', type: 'none', lang: 'es' }] }, status: 204 },
  consent: {
    body: {
      consentId: randomUUID(),
      analytics: true,
      advertising: false,
      policyVersion: CONSENT_POLICY_VERSION,
      lang: 'ca',
    },
    status: 204,
  },
};

/** Every table those routes write to. */
const TABLES = [
  'leads',
  'outbox',
  'newsletter_subscribers',
  'funnel_counts',
  'funnel_views',
  'consent_records',
] as const;

/**
 * The ways a forged or broken POST differs from the page's own (ASVS V3.5.1, V3.5.3; OWASP CSRF
 * prevention cheat sheet), each with the error it answers where that is fixed.
 */
function forgeries(mine: CsrfPair, theirs: CsrfPair, own: string) {
  const headers = postHeaders(mine, own);
  const { [CSRF_HEADER]: _token, ...noToken } = headers;
  const { cookie: _cookie, ...noCookie } = headers;
  const { origin: _origin, ...noOrigin } = headers;
  const [name, value = ''] = mine.cookie.split('=');
  const foreign = 'Origin not allowed';
  const table: Record<string, [Record<string, string>, string?]> = {
    'no token': [noToken, 'Invalid csrf token'],
    'no cookie': [noCookie],
    'neither token nor cookie': [{ 'content-type': 'application/json', origin: own }],
    "another session's token": [{ ...headers, [CSRF_HEADER]: theirs.token }],
    "another session's cookie": [{ ...headers, cookie: theirs.cookie }],
    'a made-up token': [{ ...headers, [CSRF_HEADER]: 'x'.repeat(52) }],
    'a tampered cookie signature': [{ ...headers, cookie: `${name}=${value.slice(0, -2)}xx` }],
    'a foreign Origin': [postHeaders(mine, 'https://evil.example'), foreign],
    'a null Origin': [postHeaders(mine, 'null'), foreign],
    'a look-alike of PUBLIC_URL': [postHeaders(mine, 'https://onastudio.es.evil.example'), foreign],
    'a look-alike of its own origin': [postHeaders(mine, `${own}.evil.example`), foreign],
    'no Origin nor Referer': [noOrigin],
    'a foreign Referer': [{ ...noOrigin, referer: 'https://evil.example/page' }],
  };
  return Object.entries(table);
}

describe.each(backends)('request token guard on $name', ({ postgres }) => {
  let server: TestServer;
  let probeCalls = 0;

  beforeAll(async () => {
    server = await startServerOn(postgres, {
      env: {
        PUBLIC_URL: 'https://onastudio.es',
        CORS_ORIGINS: 'http://localhost:5173',
        BODY_LIMIT: '1024',
        // The consent route takes choices only while a Google tag is configured.
        ADS_CONVERSION_ID: 'AW-123456789/AbCdEfGh',
        LEADS_RATE_LIMIT_MAX: '1000',
        HANDOVER_RATE_LIMIT_MAX: '1000',
      },
      setup: (app) => {
        app.post('/api/v1/test-probe', async (request) => {
          probeCalls += 1;
          return { received: request.body };
        });
      },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    probeCalls = 0;
  });

  const probe = (headers: Record<string, string>, body: string = '{"a":1}') =>
    fetch(`${server.url}/api/v1/test-probe`, { method: 'POST', headers, body });

  it('hands out a token bound to an HttpOnly, SameSite=Lax, signed cookie', async () => {
    const response = await fetch(`${server.url}/api/v1/csrf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    expect(csrfToken).toMatch(/\S{20,}/);
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^_csrf=[^;]+\.[^;]+;/); // value.signature
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/); // PUBLIC_URL is https
  });

  it('reuses the secret of the cookie the client already has', async () => {
    const first = await getCsrf(server.url);
    const second = await getCsrf(server.url, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    const response = await probe(postHeaders({ ...second, cookie: first.cookie }, server.url));
    expect(response.status).toBe(200);
  });

  it('lets a same-origin POST with token and cookie reach the route', async () => {
    const pair = await getCsrf(server.url);
    const response = await probe(postHeaders(pair, server.url));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { a: 1 } });
    expect(probeCalls).toBe(1);
  });

  it('accepts PUBLIC_URL and CORS_ORIGINS as origins, and a Referer when Origin is absent', async () => {
    const pair = await getCsrf(server.url);
    for (const origin of ['https://onastudio.es', 'http://localhost:5173']) {
      expect((await probe(postHeaders(pair, origin))).status).toBe(200);
    }
    const { origin: _omit, ...headers } = postHeaders(pair, server.url);
    const response = await probe({ ...headers, referer: `${server.url}/contacto?lang=ca` });
    expect(response.status).toBe(200);
    expect(probeCalls).toBe(3);
  });

  const rows = () =>
    Promise.all(
      TABLES.map(async (table) => {
        const row = await server.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      }),
    );

  it.each(Object.entries(ROUTES))(
    'refuses every forgery of a POST to /api/v1/%s with 403: the route never runs',
    async (route, { body, status }) => {
      const post = (headers: Record<string, string>) =>
        fetch(`${server.url}/api/v1/${route}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
      const mine = await getCsrf(server.url);
      const theirs = await getCsrf(server.url);
      expect(theirs.cookie).not.toBe(mine.cookie);
      const before = await rows();
      for (const [what, [headers, error]] of forgeries(mine, theirs, server.url)) {
        const response = await post(headers);
        const answer: unknown = await response.json();
        expect(response.status, what).toBe(403);
        if (error) expect(answer, what).toEqual({ error });
        else expect(ApiErrorSchema.safeParse(answer).success, what).toBe(true);
      }
      expect(probeCalls).toBe(0);
      expect(await rows()).toEqual(before);

      // The same session, done right, gets through, and what it stores shows in the counts.
      expect((await post(postHeaders(mine, server.url))).status).toBe(status);
      if (route === 'test-probe') expect(probeCalls).toBe(1);
      else if (status !== 503) expect(await rows()).not.toEqual(before);
    },
  );

  it('guards unknown API paths and every unsafe method', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${server.url}/api/v1/products`, { method });
      expect(response.status).toBe(403);
    }
    const response = await fetch(`${server.url}/api/v1/nope`, { method: 'POST' });
    expect(response.status).toBe(403);
  });

  it('reads JSON bodies only, up to BODY_LIMIT', async () => {
    const pair = await getCsrf(server.url);
    const text = await probe(
      { ...postHeaders(pair, server.url), 'content-type': 'text/plain' },
      'hello',
    );
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: expect.stringMatching(/media type/i) });

    const big = await probe(postHeaders(pair, server.url), JSON.stringify({ a: 'x'.repeat(2000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: expect.any(String) });

    const broken = await probe(postHeaders(pair, server.url), '{"a":');
    expect(broken.status).toBe(400);
    expect(probeCalls).toBe(0);
  });
});
