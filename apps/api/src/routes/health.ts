import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, HealthResponseSchema, type HealthResponse } from '@studio/shared';
import type { Db } from '../db/index.js';
import { NEVER_SHED } from '../plugins/pressure.js';
import { pingRedis } from '../plugins/redis.js';

/** A health probe must answer even when the database hangs. */
const DATABASE_TIMEOUT_MS = 3_000;

async function pingDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // Not rate limited: load balancers poll every instance from one address, and with the
      // counts shared in Redis, N instances' probes would add up to a 429.
      config: { ...NEVER_SHED, rateLimit: false },
      schema: {
        response: {
          200: HealthResponseSchema,
          // A 503 from another source (a shed request's `{error}`) must still serialise.
          503: z.union([HealthResponseSchema, ApiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Redis down is not fatal (limits count per instance meanwhile): reported, still 200,
      // so a load balancer does not take every instance out at once for it.
      const redis =
        app.redis && ((await pingRedis(app.redis)) ? ('ok' as const) : ('unreachable' as const));
      const extra = redis ? { redis } : {};
      try {
        await pingDatabase(app.db);
        return {
          status: redis === 'unreachable' ? 'degraded' : 'ok',
          database: 'ok',
          ...extra,
        } satisfies HealthResponse;
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.code(503).send({ status: 'degraded', database: 'unreachable', ...extra });
      }
    },
  );
};
