import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ConsentRecordSchema, purposesOf, type TagSettings } from '@studio/shared';
import type { Config } from '../config.js';
import { recordConsent } from '../consent/consent-repository.js';
import { HttpError } from '../plugins/errors.js';

/** Proof of consent (decision 013); without a Google tag there is nothing to consent to. */
export const consentRoutes: FastifyPluginAsyncZod<{ config: Config; tags: TagSettings }> = async (
  app,
  { config, tags },
) => {
  const offered = purposesOf(tags);
  app.post(
    '/consent',
    {
      schema: {
        body: ConsentRecordSchema,
        response: { 204: z.null(), '4xx': ApiErrorSchema, 503: ApiErrorSchema },
      },
      config: {
        rateLimit: { max: config.CONSENT_RATE_LIMIT_MAX, timeWindow: '1 minute' },
        writeGate: true,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (offered.length === 0) throw new HttpError(404, 'No cookie needs consent on this site');
      const record = request.body;
      // A purpose the site does not use cannot be granted.
      const choice = {
        ...record,
        analytics: record.analytics && offered.includes('analytics'),
        advertising: record.advertising && offered.includes('advertising'),
      };
      await app.admitWrite(reply, () => recordConsent(app.db, choice));
      return reply.code(204).send(null);
    },
  );
};
