import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../test/helper.js';

describe('under-pressure', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('sheds API requests with 503, Retry-After and the error shape, but never the health probe', async () => {
    // An RSS limit of 1 MB is always exceeded: the server is under pressure from its first sample.
    server = await startServer({ env: { PRESSURE_MAX_RSS_MB: '1', OVERLOAD_RETRY_AFTER_S: '7' } });
    await vi.waitFor(() => expect(server.app.isUnderPressure()).toBe(true), { timeout: 10_000 });

    const shed = await fetch(`${server.url}/api/v1/products`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('7');
    expect(await shed.json()).toEqual({ error: expect.any(String) });

    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
