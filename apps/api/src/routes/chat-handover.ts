import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  HandoverRequestSchema,
  LeadCreatedSchema,
  type SiteSettings,
} from '@studio/shared';
import type { Config } from '../config.js';
import { checkConversation } from '../chat/conversation-signature.js';
import { honeypot, refusedFields, requestLang, storeLead } from '../leads/lead-intake.js';
import { insertChatLead } from '../leads/lead-repository.js';
import { chatLeadOutbox, type ChatLeadView } from '../outbox/lead-mails.js';
import type { MailStudio } from '../outbox/mail-copy.js';

/**
 * POST /chat/handover: a question the chat could not answer, or a visitor's wish to talk to a
 * person, becomes a lead like a quote request, with source `chat` and the conversation. Of the
 * assistant's lines only those POST /chat signed are kept (the studio's mail says how many were
 * left out); the visitor's own lines are kept as theirs.
 */
export const chatHandoverRoutes: FastifyPluginAsyncZod<{
  config: Config;
  settings: SiteSettings;
  studio: MailStudio;
  /** The key POST /chat signs its replies with (chat/conversation-signature.ts). */
  signingKey: Buffer;
}> = async (app, { config, settings, studio, signingKey }) => {
  const outboxOptions = {
    studioEmail: config.STUDIO_EMAIL ?? settings.email,
    studio,
    webhook: config.LEAD_WEBHOOK_URL !== undefined,
  };

  app.post(
    '/chat/handover',
    {
      schema: {
        querystring: z.object({ lang: z.string().optional() }),
        body: HandoverRequestSchema,
        response: { 201: LeadCreatedSchema, 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
      preValidation: honeypot('Chat hand-over'),
      // The conversation's own issues (a message's role or length) are one fault of the chat's.
      errorHandler: refusedFields((field) =>
        field === 'messages' ? 'lead.errors.conversation' : 'lead.errors.invalid_option',
      ),
      config: {
        rateLimit: { max: config.HANDOVER_RATE_LIMIT_MAX, timeWindow: '10 minutes' },
        writeGate: true,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const handover = request.body;
      const lang = requestLang(request);
      const checked = checkConversation(signingKey, handover.messages);
      if (checked.unverified > 0) {
        request.log.warn(
          { unverified: checked.unverified },
          'Chat hand-over: assistant messages the server did not sign left out',
        );
      }
      const messages = handover.messages
        .filter((_, index) => checked.genuine[index])
        .map(({ role, content }) => ({ role, content }));
      const view: ChatLeadView = {
        email: handover.email,
        name: handover.name,
        messages,
        unverified: checked.unverified,
        startsEarlier: checked.startsEarlier,
      };
      return storeLead(
        app,
        request,
        reply,
        lang,
        (outbox) =>
          insertChatLead(app.db, { ...handover, messages }, lang, {
            outbox,
            tokenFor: app.trackingTokens.forNewLead,
          }),
        (context) => chatLeadOutbox(view, context, outboxOptions),
      );
    },
  );
};
