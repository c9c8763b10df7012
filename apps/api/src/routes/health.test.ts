import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/helper.js';

describe('GET /api/v1/health', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('answers ok after querying the database', async () => {
    server = await startServer();
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 degraded when the database fails', async () => {
    server = await startServer();
    await server.app.db.destroy();
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', database: 'unreachable' });
  });

  it('is not rate limited (load balancers poll it from one address)', async () => {
    server = await startServer({ env: { RATE_LIMIT_MAX: '1' } });
    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    }
    expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(429);
  });
});
