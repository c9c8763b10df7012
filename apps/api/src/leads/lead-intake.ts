import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANG,
  LEAD_MESSAGE_KEYS,
  isHoneypotFilled,
  leadMessage,
  normalizeLang,
  routeUrl,
  type ApiError,
  type Lang,
  type LeadMessageKey,
} from '@studio/shared';
import type { LeadContext } from '../outbox/lead-mails.js';
import { honeypotReceipt } from './honeypot-receipt.js';
import type { CreatedLead, OutboxMessage } from './lead-repository.js';

// What POST /leads and POST /chat/handover share, and POST /newsletter all but the storing.

export function trackingUrl(origin: string, token: string, lang: Lang): string {
  const page = new URL(routeUrl('tracking', lang), origin);
  page.searchParams.set('t', token);
  return page.toString();
}

type LangRequest = FastifyRequest<{ Querystring: { lang?: string } }>;

/** `?lang=`, else the body's `lang` (whether or not its schema has read it), else Spanish. */
export function requestLang(request: LangRequest): Lang {
  const body: unknown = request.body;
  const bodyLang = typeof body === 'object' && body !== null && 'lang' in body ? body.lang : null;
  const fromBody = typeof bodyLang === 'string' ? bodyLang : null;
  return normalizeLang(request.query.lang) ?? normalizeLang(fromBody) ?? DEFAULT_LANG;
}

/** A lead's tracking link for the honeypot: a receipt the tracking page recognises. */
function receiptAnswer(request: LangRequest, reply: FastifyReply) {
  const receipt = honeypotReceipt(request);
  // The site's public address, never the request's Host (lib/public-address.ts).
  const link = trackingUrl(request.server.publicOrigin, receipt.token, requestLang(request));
  return reply.code(201).send({ id: receipt.id, trackingUrl: link });
}

/**
 * A route's preValidation hook: a filled honeypot is a bot, which gets what a person would (by
 * default 201 with a tracking link) before its body is judged; nothing is stored or sent.
 */
export function honeypot(what: string, answer = receiptAnswer) {
  let blocked = 0;
  return async (request: LangRequest, reply: FastifyReply) => {
    if (!isHoneypotFilled(request.body)) return;
    blocked += 1;
    request.log.warn(
      { spamBlocked: blocked },
      `${what} honeypot filled: answered success, stored nothing`,
    );
    reply.header('cache-control', 'no-store');
    return answer(request, reply);
  };
}

const isLeadMessageKey = (message: string | undefined): message is LeadMessageKey =>
  LEAD_MESSAGE_KEYS.some((name) => message === `lead.errors.${name}`);

/**
 * A route's error handler: the fields its body schema refused, each with its message in the
 * request's language (`fallback` names the message of an issue that carries none). A body that
 * is no object, a bad query and every other failure go on to the app's handler (plugins/errors.ts).
 */
export function refusedFields(
  fallback: (field: string) => LeadMessageKey = () => 'lead.errors.invalid_option',
) {
  return (error: FastifyError, request: LangRequest, reply: FastifyReply) => {
    const body = hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body';
    if (!body || error.validation.length === 0) throw error;
    const lang = requestLang(request);
    const errors: Record<string, string> = {};
    for (const { instancePath, message } of error.validation) {
      const field = instancePath.split('/')[1];
      if (!field) throw error;
      errors[field] ??= leadMessage(isLeadMessageKey(message) ? message : fallback(field), lang);
    }
    reply.header('cache-control', 'no-store');
    return reply
      .code(400)
      .send({ error: leadMessage('lead.errors.validation', lang), errors } satisfies ApiError);
  };
}

export async function storeLead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  lang: Lang,
  insert: (outbox: (created: CreatedLead) => OutboxMessage[]) => Promise<CreatedLead>,
  notifications: (context: LeadContext) => OutboxMessage[],
) {
  let link = '';
  const created = await app.admitWrite(reply, () =>
    insert(({ id, token, createdAt }) => {
      link = trackingUrl(app.publicOrigin, token, lang);
      return notifications({ id, createdAt, lang, trackingUrl: link });
    }),
  );
  request.log.info({ leadId: created.id }, 'Lead stored');
  // Deliver now when something can; else the next poll sets the messages aside in one go.
  if (app.outbox.delivers) void app.outbox.kick();
  return reply.code(201).send({ id: created.id, trackingUrl: link });
}
