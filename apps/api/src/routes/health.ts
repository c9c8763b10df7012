import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, HealthResponseSchema } from '@studio/shared';
import type { Db } from '../db/index.js';
import { NEVER_SHED } from '../plugins/pressure.js';

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
      // Never shed by under-pressure: under load the probe still says whether the database
      // answers. (It once was: the shed answer, `{error}`, failed this route's 503 schema and
      // went out as a 500; a 503 from any other source must still serialise, hence the union.)
      config: NEVER_SHED,
      schema: {
        response: {
          200: HealthResponseSchema,
          503: z.union([HealthResponseSchema, ApiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
      }
    },
  );
};
