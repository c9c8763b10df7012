import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  LeadCreatedSchema,
  LeadRequestSchema,
  LeadTrackingSchema,
  TRACKING_TOKEN_PATTERN,
  type LeadTracking,
  type SiteSettings,
} from '@studio/shared';
import type { Config } from '../config.js';
import { findLeadByToken, insertLead, leadHistory } from '../leads/lead-repository.js';
import { handoverQuestion, leadOutbox } from '../outbox/lead-mails.js';
import type { MailStudio } from '../outbox/mail-copy.js';
import { honeypot, refusedFields, requestLang, storeLead } from '../leads/lead-intake.js';
import { readHoneypotReceipt } from '../leads/honeypot-receipt.js';

/**
 * A receipt's tracking page reads as a real request's at first (received, not yet looked at),
 * and like one it is gone after the retention period. Null when the token is no receipt.
 */
function honeypotTracking(key: Buffer, token: string, retentionMs: number): LeadTracking | null {
  const receipt = readHoneypotReceipt(key, token);
  if (!receipt || Date.now() - receipt.createdAt.getTime() > retentionMs) return null;
  const at = receipt.createdAt.toISOString();
  return {
    id: receipt.id,
    source: receipt.source,
    project_type: receipt.projectType,
    question: null,
    details: {},
    budget_range: null,
    created_at: at,
    status: 'received',
    history: [{ status: 'received', note: null, at }],
  };
}

export const leadRoutes: FastifyPluginAsyncZod<{
  config: Config;
  settings: SiteSettings;
  studio: MailStudio;
}> = async (app, { config, settings, studio }) => {
  const retentionMs = config.LEAD_RETENTION_DAYS * 24 * 60 * 60 * 1000;
  const outboxOptions = {
    studioEmail: config.STUDIO_EMAIL ?? settings.email,
    studio,
    webhook: config.LEAD_WEBHOOK_URL !== undefined,
  };

  app.post(
    '/leads',
    {
      schema: {
        querystring: z.object({ lang: z.string().optional() }),
        body: LeadRequestSchema,
        response: { 201: LeadCreatedSchema, 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
      preValidation: honeypot('Lead'),
      errorHandler: refusedFields(),
      config: {
        rateLimit: { max: config.LEADS_RATE_LIMIT_MAX, timeWindow: '10 minutes' },
        writeGate: true,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { lead } = request.body;
      const lang = requestLang(request);
      return storeLead(
        app,
        request,
        reply,
        lang,
        (outbox) =>
          insertLead(app.db, lead, lang, { outbox, tokenFor: app.trackingTokens.forNewLead }),
        (context) => leadOutbox(lead, context, outboxOptions),
      );
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
      const wellFormed = TRACKING_TOKEN_PATTERN.test(token);
      const stored = wellFormed ? await findLeadByToken(app.db, token) : null;
      if (!stored) {
        const fake = wellFormed ? honeypotTracking(app.honeypotKey, token, retentionMs) : null;
        return fake ?? reply.code(404).send({ error: 'Unknown tracking link' });
      }
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
