import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@studio/shared';
import { getCsrf, postHeaders, startServer, type TestServer } from '../test/helper.js';

describe('request token guard', () => {
  let server: TestServer;
  let probeCalls = 0;

  beforeAll(async () => {
    server = await startServer({
      env: {
        PUBLIC_URL: 'https://onastudio.es',
        CORS_ORIGINS: 'http://localhost:5173',
        BODY_LIMIT: '1024',
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

  it('rejects a POST without a token, and the route never runs', async () => {
    const pair = await getCsrf(server.url);
    const { [CSRF_HEADER]: _omit, ...headers } = postHeaders(pair, server.url);
    const response = await probe(headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Invalid csrf token' });
    expect(probeCalls).toBe(0);
  });

  it('rejects a POST without the cookie', async () => {
    const pair = await getCsrf(server.url);
    const { cookie: _omit, ...headers } = postHeaders(pair, server.url);
    const response = await probe(headers);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBeTypeOf('string');
    expect(probeCalls).toBe(0);
  });

  it('rejects a valid token from a foreign origin', async () => {
    const pair = await getCsrf(server.url);
    for (const origin of ['https://evil.example', 'null', 'https://onastudio.es.evil.example']) {
      const response = await probe(postHeaders(pair, origin));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Origin not allowed' });
    }
    const { origin: _omit, ...headers } = postHeaders(pair, server.url);
    const response = await probe({ ...headers, referer: 'https://evil.example/page' });
    expect(response.status).toBe(403);
    expect(probeCalls).toBe(0);
  });

  it('rejects a request with neither Origin nor Referer', async () => {
    const pair = await getCsrf(server.url);
    const { origin: _omit, ...headers } = postHeaders(pair, server.url);
    const response = await probe(headers);
    expect(response.status).toBe(403);
    expect(probeCalls).toBe(0);
  });

  it('rejects a token that belongs to another cookie', async () => {
    const a = await getCsrf(server.url);
    const b = await getCsrf(server.url);
    const response = await probe(postHeaders({ token: a.token, cookie: b.cookie }, server.url));
    expect(response.status).toBe(403);
    expect(probeCalls).toBe(0);
  });

  it('rejects a tampered cookie signature', async () => {
    const pair = await getCsrf(server.url);
    const [name, value = ''] = pair.cookie.split('=');
    const forged = `${name}=${value.slice(0, -2)}xx`;
    const response = await probe(postHeaders({ ...pair, cookie: forged }, server.url));
    expect(response.status).toBe(403);
    expect(probeCalls).toBe(0);
  });

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
