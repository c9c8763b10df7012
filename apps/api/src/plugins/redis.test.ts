import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from '../test/helper.js';

const SECRET = 'a-test-cookie-secret-of-32-chars!!';
const redisUrl = process.env.TEST_REDIS_URL;
/** The tests that stop and restart Redis run their own redis-server (npm test installs it). */
const hasRedisServer = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;

function startRedisServer(port: number): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

async function stopRedisServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

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

  it.skipIf(!hasRedisServer)(
    'follow Redis going down and coming back: per-instance counts meanwhile, shared again after (needs redis-server)',
    async () => {
      const port = await closedPort();
      let child = startRedisServer(port);
      try {
        server = await startServer({
          env: {
            REDIS_URL: `redis://127.0.0.1:${port}`,
            REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
            COOKIE_SECRET: SECRET,
            RATE_LIMIT_MAX: '100',
          },
        });
        const health = async () =>
          ((await (await fetch(`${server!.url}/api/v1/health`)).json()) as { redis: string }).redis;
        const poll = { timeout: 15_000, interval: 100 };
        await vi.waitFor(async () => expect(await health()).toBe('ok'), poll);
        const products = await fetch(`${server.url}/api/v1/products`);
        expect(products.headers.get('x-ratelimit-remaining')).toBe('99');

        await stopRedisServer(child);
        await vi.waitFor(async () => expect(await health()).toBe('unreachable'), poll);
        // Answered at once from this instance's memory: a fresh count, no error, no wait.
        const started = Date.now();
        const meanwhile = await fetch(`${server.url}/api/v1/products`);
        expect(meanwhile.status).toBe(200);
        expect(meanwhile.headers.get('x-ratelimit-remaining')).toBe('99');
        expect(Date.now() - started).toBeLessThan(1_000);

        // Back (empty, as a restarted Redis without persistence is): shared counts again.
        child = startRedisServer(port);
        await vi.waitFor(async () => expect(await health()).toBe('ok'), poll);
        const after = await fetch(`${server.url}/api/v1/products`);
        expect(after.headers.get('x-ratelimit-remaining')).toBe('99');
        expect(
          (await server.app.redis!.keys(`${server.config.REDIS_KEY_PREFIX}rate-limit:*`)).length,
        ).toBe(1);
      } finally {
        await stopRedisServer(child);
      }
    },
    30_000,
  );
});
