import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  DEFAULT_LANG,
  LeadCreatedSchema,
  LeadTrackingSchema,
  TRACKING_TOKEN_PATTERN,
  isHoneypotFilled,
  leadErrorMessages,
  leadLang,
  leadMessage,
  routeUrl,
  validateLead,
  type ApiError,
  type Lang,
  type SiteSettings,
} from '@studio/shared';
import type { Config } from '../config.js';
import {
  findLeadByToken,
  insertLead,
  leadHistory,
  newTrackingToken,
} from '../leads/lead-repository.js';
import { handoverQuestion, leadOutbox } from '../outbox/lead-mails.js';

/** The tracking page of a lead, in its language. */
export function trackingUrl(origin: string, token: string, lang: Lang): string {
  const page = new URL(routeUrl('tracking', lang), origin);
  page.searchParams.set('t', token);
  return page.toString();
}

export interface LeadRoutesOptions {
  config: Config;
  settings: SiteSettings;
}

/**
 * POST /leads: a quote request. The body is checked by the shared validation (the form's
 * own), and errors answer in the request's language: `?lang=`, else the body's `lang`.
 */
export const leadRoutes: FastifyPluginAsyncZod<LeadRoutesOptions> = async (
  app,
  { config, settings },
) => {
  let spamBlocked = 0;
  const studioEmail = config.STUDIO_EMAIL ?? settings.email;

  app.post(
    '/leads',
    {
      schema: {
        querystring: z.object({ lang: z.string().optional() }),
        body: z.looseObject({}),
        response: { 201: LeadCreatedSchema, 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
      config: {
        rateLimit: { max: config.LEADS_RATE_LIMIT_MAX, timeWindow: '10 minutes' },
        writeGate: true,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body as Record<string, unknown>;
      const lang = leadLang(request.query.lang, body.lang) ?? DEFAULT_LANG;
      const origin = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

      if (isHoneypotFilled(body)) {
        // A bot: answer as if it worked, store and send nothing.
        spamBlocked += 1;
        request.log.warn({ spamBlocked }, 'Lead honeypot filled: answered success, stored nothing');
        return reply
          .code(201)
          .send({ id: randomUUID(), trackingUrl: trackingUrl(origin, newTrackingToken(), lang) });
      }

      const result = validateLead(body);
      if (!result.ok) {
        return reply.code(400).send({
          error: leadMessage('lead.errors.validation', lang),
          errors: leadErrorMessages(result.errors, lang),
        } satisfies ApiError);
      }
      const lead = result.lead;
      let link = '';
      const created = await app.admitWrite(reply, () =>
        insertLead(app.db, lead, lang, ({ id, token, createdAt }) => {
          link = trackingUrl(origin, token, lang);
          return leadOutbox(
            lead,
            { id, createdAt, lang, trackingUrl: link },
            { studioEmail, webhook: config.LEAD_WEBHOOK_URL !== undefined },
          );
        }),
      );
      request.log.info({ leadId: created.id }, 'Lead stored');
      // Deliver now when something can; else the next poll sets the messages aside in one go.
      if (app.outbox.delivers) void app.outbox.kick();
      return reply.code(201).send({ id: created.id, trackingUrl: link });
    },
  );

  // GET /leads/track?t=TOKEN: the request's summary and status history, for /seguimiento.
  app.get(
    '/leads/track',
    {
      schema: {
        querystring: z.object({ t: z.string().max(100).optional() }),
        response: { 200: LeadTrackingSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('x-robots-tag', 'noindex');
      const token = request.query.t ?? '';
      const stored = TRACKING_TOKEN_PATTERN.test(token)
        ? await findLeadByToken(app.db, token)
        : null;
      if (!stored) return reply.code(404).send({ error: 'Unknown tracking link' });
      const history = await leadHistory(app.db, stored.id);
      return {
        id: stored.id,
        source: stored.source,
        project_type: stored.lead.project_type,
        question: stored.conversation ? handoverQuestion(stored.conversation) : null,
        details: stored.lead.details,
        budget_range: stored.lead.budget_range,
        created_at: stored.createdAt,
        status: stored.status,
        history,
      };
    },
  );
};
