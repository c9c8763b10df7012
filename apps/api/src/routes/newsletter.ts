import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Updateable } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PREFIX,
  ApiErrorSchema,
  DEFAULT_LANG,
  NewsletterRequestSchema,
  type Lang,
  type SiteSettings,
} from '@studio/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { NewsletterSubscribersTable as SubscribersTable } from '../db/schema.js';
import { honeypot, refusedFields, requestLang } from '../leads/lead-intake.js';
import { hashToken, newTrackingToken, outboxRow } from '../leads/lead-repository.js';
import { escapeHtml } from '../outbox/lead-mails.js';
import { MAIL_COPY } from '../outbox/mail-copy.js';

const NewsletterAnswerSchema = z.object({ status: z.literal('pending') });

function confirmationMail(
  to: string,
  lang: Lang,
  confirmUrl: string,
  unsubscribeUrl: string,
  studioName: string,
): { to: string; subject: string; text: string; html: string } {
  const copy = MAIL_COPY[lang].newsletter;
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
  return {
    to,
    subject: copy.subject(studioName),
    text: [
      copy.body,
      confirmUrl,
      '',
      copy.ignore,
      '',
      `${copy.unsubscribe}: ${unsubscribeUrl}`,
    ].join('\n'),
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1b3d">` +
      `<p>${escapeHtml(copy.body)}</p><p>${link(confirmUrl, copy.confirm)}</p>` +
      `<p>${escapeHtml(copy.ignore)}</p><p style="font-size:12px">${link(unsubscribeUrl, copy.unsubscribe)}</p>` +
      `</body></html>`,
  };
}

async function byHash(db: Db, column: 'confirm_hash' | 'unsubscribe_hash', token: string) {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where(column, '=', hashToken(token))
    .executeTakeFirst();
}

/**
 * Double opt-in; the mails' one-click links redirect home, where the footer says what happened.
 * The answer is the same whatever the address's state: the form reveals nobody's subscription.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  config: Config;
  settings: SiteSettings;
}> = async (app, { config, settings }) => {
  app.post(
    '/newsletter',
    {
      schema: {
        querystring: z.object({ lang: z.string().optional() }),
        body: NewsletterRequestSchema,
        response: { 202: NewsletterAnswerSchema, 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
      preValidation: honeypot('Newsletter', (_request, reply) =>
        reply.code(202).send({ status: 'pending' }),
      ),
      errorHandler: refusedFields(),
      config: {
        rateLimit: { max: config.LEADS_RATE_LIMIT_MAX, timeWindow: '10 minutes' },
        writeGate: true,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email } = request.body;
      const lang = requestLang(request);

      // The site's public address, never the request's Host: the mail goes to whatever address
      // the body names (lib/public-address.ts).
      const origin = app.publicOrigin;
      const confirmToken = newTrackingToken();
      const unsubscribeToken = newTrackingToken();
      const now = new Date().toISOString();
      await app.admitWrite(reply, () =>
        app.db.transaction().execute(async (trx) => {
          const existing = await trx
            .selectFrom('newsletter_subscribers')
            .selectAll()
            .where('email', '=', email)
            .executeTakeFirst();
          // Already confirmed: nothing to do (idempotent, and no mail to a subscribed address).
          if (existing?.status === 'confirmed') return;
          const values = {
            lang,
            status: 'pending',
            confirm_hash: hashToken(confirmToken),
            unsubscribe_hash: hashToken(unsubscribeToken),
            updated_at: now,
          };
          if (existing) {
            await trx
              .updateTable('newsletter_subscribers')
              .set(values)
              .where('id', '=', existing.id)
              .execute();
          } else {
            await trx
              .insertInto('newsletter_subscribers')
              .values({ id: randomUUID(), email, created_at: now, confirmed_at: null, ...values })
              .execute();
          }
          const link = (path: string, token: string) =>
            `${origin}${API_PREFIX}/newsletter/${path}?t=${token}`;
          const mail = confirmationMail(
            email,
            lang,
            link('confirm', confirmToken),
            link('unsubscribe', unsubscribeToken),
            settings.studioName,
          );
          await trx
            .insertInto('outbox')
            .values(outboxRow({ kind: 'mail', recipient: email, payload: mail }, null, now))
            .execute();
        }),
      );
      // Deliver now when something can; else the next poll sets the messages aside in one go.
      if (app.outbox.delivers) void app.outbox.kick();
      return reply.code(202).send({ status: 'pending' });
    },
  );

  const outcome = (lang: string, result: 'confirmed' | 'unsubscribed' | 'invalid') =>
    `/?${lang === DEFAULT_LANG ? '' : `lang=${lang}&`}newsletter=${result}`;

  // The links in the mails write too: through the same bounded write queue as the sign-up
  // (under overload a 503 with Retry-After, nothing half-done; the link works again later).
  const fromMail = {
    schema: { querystring: z.object({ t: z.string().max(100).default('') }) },
    config: { writeGate: true },
  };
  const update = (reply: FastifyReply, id: string, values: Updateable<SubscribersTable>) =>
    app.admitWrite(reply, () =>
      app.db.updateTable('newsletter_subscribers').set(values).where('id', '=', id).execute(),
    );

  app.get('/newsletter/confirm', fromMail, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const row = await byHash(app.db, 'confirm_hash', request.query.t);
    if (!row || row.status === 'unsubscribed')
      return reply.redirect(outcome(DEFAULT_LANG, 'invalid'), 303);
    if (row.status === 'pending') {
      const now = new Date().toISOString();
      await update(reply, row.id, { status: 'confirmed', confirmed_at: now, updated_at: now });
    }
    return reply.redirect(outcome(row.lang, 'confirmed'), 303);
  });

  app.get('/newsletter/unsubscribe', fromMail, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const row = await byHash(app.db, 'unsubscribe_hash', request.query.t);
    if (!row) return reply.redirect(outcome(DEFAULT_LANG, 'invalid'), 303);
    await update(reply, row.id, { status: 'unsubscribed', updated_at: new Date().toISOString() });
    return reply.redirect(outcome(row.lang, 'unsubscribed'), 303);
  });
};
