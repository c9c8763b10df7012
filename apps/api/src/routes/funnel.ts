import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, FunnelBatchSchema } from '@studio/shared';
import type { Config } from '../config.js';
import { admitFunnel } from '../funnel/funnel-repository.js';

/**
 * POST /funnel: the quote form's funnel events of one page view (decision 014). Counted into
 * aggregated daily counters; nothing that identifies the visitor is read or kept, so it needs
 * no consent. The request token, origin check and body limits apply as to every POST; a batch
 * is at most FUNNEL_MAX_BATCH events of known names, and the rate limit and the bounded write
 * queue keep a flood from slowing the site. Only what the page view can have sent counts (each
 * step once, in the form's order, `admitFunnel`); the rest is counted as dropped. Either way
 * the answer is the same 204: a batch is not told what was kept.
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
        // FUNNEL_RATE_LIMIT_MAX batches a minute: a page view sends one or two.
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
