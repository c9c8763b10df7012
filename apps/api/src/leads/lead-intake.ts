import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, isHoneypotFilled, leadLang, routeUrl, type Lang } from '@studio/shared';
import type { LeadContext } from '../outbox/lead-mails.js';
import { honeypotReceipt } from './honeypot-receipt.js';
import type { CreatedLead, OutboxMessage } from './lead-repository.js';

/**
 * What the two ways in to a lead share (the quote form's POST /leads and the chat's
 * POST /chat/handover): the language of its answers, its honeypot, and storing it with its
 * notifications before the 201 that carries the tracking link.
 */

/** The tracking page of a lead, in its language. */
export function trackingUrl(origin: string, token: string, lang: Lang): string {
  const page = new URL(routeUrl('tracking', lang), origin);
  page.searchParams.set('t', token);
  return page.toString();
}

export interface LeadIntake {
  body: Record<string, unknown>;
  /** The answers' language: `?lang=`, else the body's `lang`, else Spanish. */
  lang: Lang;
  /**
   * The origin of the links in the answer and the mails: the site's public address, never the
   * request's Host (lib/public-address.ts says why).
   */
  origin: string;
}

/**
 * The request's answers and language; links take the app's public address, worked out once at
 * start from PUBLIC_URL or settings.json (never from the request's headers).
 */
export function leadIntake(
  request: FastifyRequest<{ Querystring: { lang?: string } }>,
): LeadIntake {
  const body = request.body as Record<string, unknown>;
  return {
    body,
    lang: leadLang(request.query.lang, body.lang) ?? DEFAULT_LANG,
    origin: request.server.publicOrigin,
  };
}

/**
 * A filled honeypot is a bot: it gets what a person would (201 with a tracking link) and
 * nothing is stored or sent. Counts them per route for the log. Returns whether it answered.
 */
export function honeypotAnswer(what: string) {
  let blocked = 0;
  return (request: FastifyRequest, reply: FastifyReply, intake: LeadIntake): boolean => {
    if (!isHoneypotFilled(intake.body)) return false;
    blocked += 1;
    request.log.warn(
      { spamBlocked: blocked },
      `${what} honeypot filled: answered success, stored nothing`,
    );
    // A receipt the tracking page recognises, so the link answers as a real one does.
    const receipt = honeypotReceipt(request, intake.body);
    void reply.code(201).send({
      id: receipt.id,
      trackingUrl: trackingUrl(intake.origin, receipt.token, intake.lang),
    });
    return true;
  };
}

/**
 * Stores a lead with its notifications through the bounded write queue, then answers 201 with
 * its id and tracking link, and has the outbox deliver at once when it can.
 */
export async function storeLead(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  intake: LeadIntake,
  insert: (outbox: (created: CreatedLead) => OutboxMessage[]) => Promise<CreatedLead>,
  notifications: (context: LeadContext) => OutboxMessage[],
) {
  let link = '';
  const created = await app.admitWrite(reply, () =>
    insert(({ id, token, createdAt }) => {
      link = trackingUrl(intake.origin, token, intake.lang);
      return notifications({ id, createdAt, lang: intake.lang, trackingUrl: link });
    }),
  );
  request.log.info({ leadId: created.id }, 'Lead stored');
  // Deliver now when something can; else the next poll sets the messages aside in one go.
  if (app.outbox.delivers) void app.outbox.kick();
  return reply.code(201).send({ id: created.id, trackingUrl: link });
}
