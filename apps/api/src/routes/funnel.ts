import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, FunnelBatchSchema } from '@studio/shared';
import type { Config } from '../config.js';
import { admitFunnel } from '../funnel/funnel-repository.js';

/**
 * Nothing that identifies the visitor is read or kept, so it needs no consent (decision 014).
 * The answer is the same 204 whatever `admitFunnel` kept: a batch is not told what was kept.
 */
export const funnelRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/funnel',
    {
      schema: {
        body: FunnelBatchSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
      config: {
        // A page view sends one or two batches.
        rateLimit: { max: config.FUNNEL_RATE_LIMIT_MAX, timeWindow: '1 minute' },
        writeGate: true,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.admitWrite(reply, () => admitFunnel(app.db, request.body));
      return reply.code(204).send(null);
    },
  );
};
