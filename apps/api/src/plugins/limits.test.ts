import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/helper.js';

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

  it('key clients by address, trusting X-Forwarded-For only behind TRUST_PROXY', async () => {
    server = await startServer({ env: { RATE_LIMIT_MAX: '1' } });
    const spoof = (ip: string) =>
      fetch(`${server.url}/api/v1/extras`, { headers: { 'x-forwarded-for': ip } });
    expect((await spoof('203.0.113.1')).status).toBe(200);
    expect((await spoof('203.0.113.2')).status).toBe(429);
    await server.close();

    server = await startServer({ env: { RATE_LIMIT_MAX: '1', TRUST_PROXY: 'loopback' } });
    expect((await spoof('203.0.113.1')).status).toBe(200);
    expect((await spoof('203.0.113.2')).status).toBe(200);
    expect((await spoof('203.0.113.1')).status).toBe(429);
  });
});
