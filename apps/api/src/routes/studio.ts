import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  ApiErrorSchema,
  STUDIO_PAGE_SIZE,
  STUDIO_SESSION_DAYS,
  StudioAuditQuerySchema,
  StudioAuditSchema,
  StudioEraseReportSchema,
  StudioEraseRequestSchema,
  StudioSignOutSchema,
  StudioStatusSchema,
  StudioFunnelSchema,
  StudioLeadListSchema,
  StudioLeadQuerySchema,
  StudioLeadSchema,
  StudioMeSchema,
  StudioReadChangeSchema,
  StudioSessionRequestSchema,
  StudioSignInRequestSchema,
  StudioStatusChangeSchema,
  foldText,
  type SiteSettings,
  type StudioLead,
  type StudioLeadSummary,
} from '@studio/shared';
import { isHttpsPublicUrl, type Config } from '../config.js';
import {
  eraseEmail,
  findLeadById,
  leadHistory,
  leadNotifications,
  markLeadRead,
  searchLeads,
  setLeadStatus,
  type InboxLead,
} from '../leads/lead-repository.js';
import { allowedOrigin, sourceOrigin } from '../plugins/csrf-guard.js';
import { HttpError } from '../plugins/errors.js';
import { trackingUrl } from '../leads/lead-intake.js';
import { countRefusal, listAudit, listRefusals, recordAudit } from '../studio/audit.js';
import { csvTable, CSV_SPREADSHEET } from '../leads/lead-csv.js';
import { funnelWeeks } from '../funnel/funnel-repository.js';
import { signInRequest } from '../studio/sign-in-mail.js';
import {
  createSignInLink,
  endSession,
  endUnlistedSessions,
  purgeStaffAuth,
  sessionEmail,
  signInWithLink,
  staffAddress,
} from '../studio/staff-auth.js';

const COOKIE = 'studio_session';
const COOKIE_PATH = `${API_PREFIX}/studio`;
const INBOX_OFF = 'The inbox is off: set STUDIO_USERS to enable it';

declare module 'fastify' {
  interface FastifyRequest {
    /** Inbox routes only. */
    staff: string;
  }
}

function summary(lead: InboxLead): StudioLeadSummary {
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    status: lead.status,
    lang: lead.lang,
    source: lead.source,
    projectType: lead.lead.project_type,
    name: lead.lead.name,
    email: lead.lead.email,
    company: lead.lead.company,
    read: lead.read,
  };
}

/** The export's file name starts with the studio's name ("Taller Norte" → "taller-norte-leads-…"). */
function exportName(studioName: string, day: string): string {
  const slug = foldText(studioName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug ? `${slug}-` : ''}leads-${day}.csv`;
}

/**
 * Every POST passes the request-token and origin check (plugins/csrf-guard.ts); every other route
 * needs a session and refuses a request another site made.
 */
export const studioRoutes: FastifyPluginAsyncZod<{
  config: Config;
  settings: Pick<SiteSettings, 'studioName'>;
}> = async (app, { config, settings }) => {
  const staff = config.STUDIO_USERS;
  const enabled = staff.length > 0;
  const cookie = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttpsPublicUrl(config) || 'auto',
  } as const;
  const signInLimit = { max: config.STUDIO_SIGN_IN_RATE_LIMIT_MAX, timeWindow: '15 minutes' };

  app.decorateRequest('staff', '');

  // An address taken out of STUDIO_USERS (or the whole inbox turned off) loses its sessions
  // now, not at their next use: put back later, it finds none alive.
  const ended = await endUnlistedSessions(app.db, staff);
  if (ended > 0)
    app.log.info({ sessions: ended }, 'Studio: ended the sessions of addresses no longer staff');

  const allowed = allowedOrigin(config);

  /** A GET may name no Origin nor Referer. */
  function foreign(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
    if (request.headers.origin === undefined && request.headers.referer === undefined) {
      return false;
    }
    return !allowed(request, sourceOrigin(request));
  }

  async function requireStaff(request: FastifyRequest) {
    if (!enabled) throw new HttpError(503, INBOX_OFF);
    if (foreign(request)) throw new HttpError(403, 'Origin not allowed');
    const id = request.cookies[COOKIE];
    const email = id ? await sessionEmail(app.db, id, staff) : null;
    if (!email) throw new HttpError(401, 'Sign in to the inbox');
    request.staff = email;
  }

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // So the inbox's pages know where to go without asking a route that would refuse them.
  app.get(
    '/studio/status',
    { schema: { response: { 200: StudioStatusSchema } } },
    async (request) => {
      const id = request.cookies[COOKIE];
      const email =
        enabled && id && !foreign(request) ? await sessionEmail(app.db, id, staff) : null;
      return { enabled, email };
    },
  );

  app.post(
    '/studio/sign-in',
    {
      schema: {
        body: StudioSignInRequestSchema,
        response: { 202: z.object({ status: z.literal('sent') }), 503: ApiErrorSchema },
      },
      config: { rateLimit: signInLimit, writeGate: true },
    },
    async (request, reply) => {
      if (!enabled) throw new HttpError(503, INBOX_OFF);
      const { email: typed, lang } = request.body;
      // The same answer for every address, and before any work, so nobody learns who is staff
      // from what it says or how long it takes; the links an address may ask for are capped
      // (studio/staff-auth.ts), the requests per client too.
      await reply.code(202).send({ status: 'sent' });
      const email = staffAddress(staff, typed);
      app.afterReply.run(
        async () => {
          if (!email) return countRefusal(app.db, 'unknown_address');
          await purgeStaffAuth(app.db);
          const linkId = await createSignInLink(app.db, email, (id) =>
            signInRequest(email, id, app.publicOrigin, lang, settings.studioName),
          );
          if (linkId !== null && app.outbox.delivers) void app.outbox.kick();
          if (linkId === null) {
            request.log.warn('Studio sign-in: too many links asked for one address');
            await countRefusal(app.db, 'too_many_links');
          }
        },
        request.log,
        'Studio sign-in',
      );
      return reply;
    },
  );

  app.post(
    '/studio/session',
    {
      schema: {
        body: StudioSessionRequestSchema,
        response: { 200: StudioMeSchema, 401: ApiErrorSchema },
      },
      config: { rateLimit: signInLimit },
    },
    async (request, reply) => {
      if (!enabled) throw new HttpError(503, INBOX_OFF);
      const session = await signInWithLink(app.db, request.body.token, staff);
      if (!session) {
        await countRefusal(app.db, 'bad_link');
        throw new HttpError(401, 'This link has expired or was used already');
      }
      await recordAudit(app.db, { actor: session.email, action: 'sign_in' });
      reply.setCookie(COOKIE, session.id, {
        ...cookie,
        maxAge: STUDIO_SESSION_DAYS * 24 * 60 * 60,
      });
      return { email: session.email };
    },
  );

  app.post(
    '/studio/sign-out',
    { schema: { body: StudioSignOutSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const id = request.cookies[COOKIE];
      if (id) {
        const email = enabled ? await sessionEmail(app.db, id, staff) : null;
        await endSession(app.db, id);
        if (email) await recordAudit(app.db, { actor: email, action: 'sign_out' });
      }
      reply.clearCookie(COOKIE, cookie);
      return reply.code(204).send(null);
    },
  );

  await app.register(async (scope) => {
    const inbox = scope.withTypeProvider<ZodTypeProvider>();
    inbox.addHook('onRequest', requireStaff);

    inbox.get(
      '/studio/session',
      { schema: { response: { 200: StudioMeSchema } } },
      async (request) => ({ email: request.staff }),
    );

    inbox.get(
      '/studio/leads',
      { schema: { querystring: StudioLeadQuerySchema, response: { 200: StudioLeadListSchema } } },
      async (request) => {
        const { leads, total, unread } = await searchLeads(app.db, request.query, STUDIO_PAGE_SIZE);
        const { page } = request.query;
        return { leads: leads.map(summary), total, unread, page, pageSize: STUDIO_PAGE_SIZE };
      },
    );

    inbox.get(
      '/studio/leads.csv',
      { schema: { querystring: StudioLeadQuerySchema.omit({ page: true }) } },
      async (request, reply) => {
        // A HEAD request (Fastify answers it with this handler) sends nothing out: no entry.
        if (request.method === 'HEAD') {
          return reply.header('content-type', 'text/csv; charset=utf-8').send('');
        }
        const { leads } = await searchLeads(app.db, request.query, null);
        const filters = Object.fromEntries(
          Object.entries(request.query).filter(([, value]) => value !== undefined && value !== ''),
        );
        await recordAudit(app.db, {
          actor: request.staff,
          action: 'export',
          // What went out, by its filters; a search may be a name, so only whether there was one.
          detail: { ...filters, ...(filters.q ? { q: true } : {}), count: leads.length },
        });
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${exportName(settings.studioName, day)}"`,
          )
          .send(csvTable(leads, CSV_SPREADSHEET));
      },
    );

    const params = z.object({ id: z.uuid() });
    const changed = { 204: z.null(), 404: ApiErrorSchema };

    inbox.get(
      '/studio/leads/:id',
      { schema: { params, response: { 200: StudioLeadSchema, 404: ApiErrorSchema } } },
      async (request) => {
        const { id } = request.params;
        const lead = await findLeadById(app.db, id);
        if (!lead) throw new HttpError(404, 'No such lead');
        const token = app.trackingTokens.known(id, lead.trackingHash);
        return {
          ...summary(lead),
          phone: lead.lead.phone,
          message: lead.lead.message,
          budgetRange: lead.lead.budget_range,
          details: lead.lead.details,
          conversation: lead.conversation,
          history: await leadHistory(app.db, id),
          notifications: await leadNotifications(app.db, id),
          trackingUrl: token ? trackingUrl(app.publicOrigin, token, lead.lang) : null,
        } satisfies StudioLead;
      },
    );

    inbox.post(
      '/studio/leads/:id/read',
      { schema: { params, body: StudioReadChangeSchema, response: changed } },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await markLeadRead(app.db, id, request.body.read))) {
          throw new HttpError(404, 'No such lead');
        }
        return reply.code(204).send(null);
      },
    );

    inbox.post(
      '/studio/leads/:id/status',
      {
        schema: { params, body: StudioStatusChangeSchema, response: changed },
        config: { writeGate: true },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { status, note } = request.body;
        if (!(await setLeadStatus(app.db, id, status, note || null))) {
          throw new HttpError(404, 'No such lead');
        }
        await markLeadRead(app.db, id, true);
        await recordAudit(app.db, {
          actor: request.staff,
          action: 'status',
          leadId: id,
          detail: { status, note: Boolean(note) },
        });
        return reply.code(204).send(null);
      },
    );

    inbox.post(
      '/studio/leads/:id/erase',
      {
        schema: {
          params,
          body: StudioEraseRequestSchema,
          response: { 200: StudioEraseReportSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const lead = await findLeadById(app.db, id);
        if (!lead) throw new HttpError(404, 'No such lead');
        // The right to erasure is the person's: every lead, message and subscription of the
        // address goes, as `npm run leads -- erase` does.
        const report = await eraseEmail(app.db, lead.lead.email);
        await app.scrubDeleted();
        await recordAudit(app.db, {
          actor: request.staff,
          action: 'erase',
          leadId: id,
          detail: { ...report },
        });
        return report;
      },
    );

    inbox.get(
      '/studio/funnel',
      { schema: { response: { 200: StudioFunnelSchema } } },
      async () => ({ weeks: await funnelWeeks(app.db) }),
    );

    inbox.get(
      '/studio/audit',
      { schema: { querystring: StudioAuditQuerySchema, response: { 200: StudioAuditSchema } } },
      async (request) => {
        const { page } = request.query;
        const audit = await listAudit(app.db, { page, pageSize: STUDIO_PAGE_SIZE });
        return { ...audit, page, pageSize: STUDIO_PAGE_SIZE, refusals: await listRefusals(app.db) };
      },
    );
  });
};
