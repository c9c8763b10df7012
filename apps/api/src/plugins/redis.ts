import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { describeError } from '../lib/describe-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

const REDIS_TIMEOUT_MS = 1_000;

function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Redis being down never stops the server: the start waits one connection attempt, then goes
 * on, and commands fail at once while it is down (no offline queue), so a caller can fall back
 * instead of waiting.
 */
export const redis = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.REDIS_URL) {
      app.decorate('redis', null);
      return;
    }
    const where = safeUrl(config.REDIS_URL);
    const client = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      connectTimeout: REDIS_TIMEOUT_MS,
      commandTimeout: REDIS_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
      connectionName: 'studio-api',
    });
    let down = false;
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      app.log.warn(
        { redis: where, err: describeError(error) },
        'Redis unreachable: rate limits count per instance until it is back',
      );
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      app.log.info({ redis: where }, 'Redis reachable again: rate limits are shared');
    });
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      client.disconnect();
    });
    // The first attempt's failure is logged by the error handler; the server starts anyway.
    await client.connect().catch(() => undefined);
  },
  { name: 'redis' },
);

export async function pingRedis(client: Redis): Promise<boolean> {
  if (client.status !== 'ready') return false;
  try {
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}
