import { afterEach, describe, expect, it } from 'vitest';
import { getCsrf, postHeaders, startServer, type TestServer } from '../test/helper.js';
import { SHOP_QUOTE } from '../test/quote-request.js';

describe('rate limits', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('answer 429 with Retry-After past RATE_LIMIT_MAX API requests a minute', async () => {
    server = await startServer({ env: { RATE_LIMIT_MAX: '3' } });
    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(200);
    }
    const limited = await fetch(`${server.url}/api/v1/faqs`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
  });

  it('count unknown API paths too', async () => {
    server = await startServer({ env: { RATE_LIMIT_MAX: '2' } });
    expect((await fetch(`${server.url}/api/v1/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/nope`)).status).toBe(429);
  });

  it('honour a stricter limit set in route config', async () => {
    server = await startServer({
      setup: (app) => {
        app.get(
          '/api/v1/test-strict',
          { config: { rateLimit: { max: 1, timeWindow: '10 minutes' } } },
          () => ({
            ok: true,
          }),
        );
      },
    });
    expect((await fetch(`${server.url}/api/v1/test-strict`)).status).toBe(200);
    const limited = await fetch(`${server.url}/api/v1/test-strict`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(200);
  });

  // Without TRUST_PROXY every request counts as the socket's address, whatever X-Forwarded-For
  // a client writes; behind it, as the visitor's address the proxy appended (the last entry:
  // what a client wrote before it does not count).
  it.each([
    [
      'the API limit',
      { RATE_LIMIT_MAX: '1' },
      'extras',
      [
        ['203.0.113.1', 200],
        ['203.0.113.2', 429],
      ],
    ],
    [
      'a route’s own limit',
      { LEADS_RATE_LIMIT_MAX: '2' },
      'leads',
      [
        ['203.0.113.1', 201],
        ['203.0.113.2', 201],
        ['203.0.113.3', 429],
      ],
    ],
    [
      'the API limit',
      { RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' },
      'extras',
      [
        ['203.0.113.1', 200],
        ['203.0.113.2', 200],
        ['203.0.113.1', 429],
      ],
    ],
    [
      'a route’s own limit',
      { LEADS_RATE_LIMIT_MAX: '2', TRUST_PROXY: 'loopback' },
      'leads',
      [
        ['198.51.100.7', 201],
        ['198.51.100.7', 201],
        ['198.51.100.7', 429],
        ['198.51.100.8', 201],
        ['203.0.113.9, 198.51.100.7', 429],
      ],
    ],
  ] as const)(
    'key %s by client address, trusting X-Forwarded-For only behind TRUST_PROXY (%o)',
    async (_limit, env, route, requests) => {
      server = await startServer({ env });
      const post = route === 'leads';
      const headers = post ? postHeaders(await getCsrf(server.url), server.url) : {};
      for (const [forwardedFor, status] of requests) {
        const response = await fetch(`${server.url}/api/v1/${route}`, {
          method: post ? 'POST' : 'GET',
          headers: { ...headers, 'x-forwarded-for': forwardedFor },
          body: post ? JSON.stringify(SHOP_QUOTE) : undefined,
        });
        expect(response.status, forwardedFor).toBe(status);
      }
    },
  );
});
