import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/helper.js';

const SECRET = 'a-test-cookie-secret-of-32-chars!!';
const redisUrl = process.env.TEST_REDIS_URL;

/** A loopback port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('REDIS_URL', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('with Redis down: starts, reports it in health (200, degraded) and limits per instance', async () => {
    const started = Date.now();
    server = await startServer({
      env: {
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
        COOKIE_SECRET: SECRET,
        RATE_LIMIT_MAX: '3',
      },
    });
    // One connection attempt, not a hang until some default timeout.
    expect(Date.now() - started).toBeLessThan(5_000);

    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'degraded',
      database: 'ok',
      redis: 'unreachable',
    });

    // Counted in this instance's memory meanwhile (health probes are not counted).
    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(200);
    }
    const limited = await fetch(`${server.url}/api/v1/products`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it.skipIf(!redisUrl)(
    'with Redis up: health says so and the counts are kept in Redis under REDIS_KEY_PREFIX (needs TEST_REDIS_URL)',
    async () => {
      const prefix = `test-${randomUUID()}:`;
      server = await startServer({
        env: {
          REDIS_URL: redisUrl!,
          REDIS_KEY_PREFIX: prefix,
          COOKIE_SECRET: SECRET,
          RATE_LIMIT_MAX: '2',
        },
      });
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });

      const redis = server.app.redis!;
      expect(await redis.keys(`${prefix}rate-limit:*`)).toEqual([]);
      expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(200);
      expect((await redis.keys(`${prefix}rate-limit:*`)).length).toBeGreaterThan(0);
      expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(429);

      // Emptying Redis resets the count: it was kept there, not in this process.
      await redis.del(...(await redis.keys(`${prefix}rate-limit:*`)));
      expect((await fetch(`${server.url}/api/v1/products`)).status).toBe(200);
    },
  );
});
