import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateLead, type Lead } from '@studio/shared';
import { recordFunnel } from '../funnel/funnel-repository.js';
import { insertChatLead, insertLead } from '../leads/lead-repository.js';
import { sessionEmail } from '../studio/staff-auth.js';
import {
  backends,
  escapeRegExp,
  getCsrf,
  postHeaders,
  startServer,
  studioSettings,
  type TestServer,
} from '../test/helper.js';
import { SHOP_QUOTE } from '../test/quote-request.js';
import {
  Browser,
  STAFF,
  json,
  mailedLinks,
  signIn,
  tokenOf,
  withBackend,
} from '../test/studio-staff.js';

/** A quote request as the form's validation leaves it, with some fields changed. */
function formLead(overrides: Partial<Lead> = {}): Lead {
  const result = validateLead(SHOP_QUOTE);
  if (!result.ok) throw new Error('the test lead is not valid');
  return { ...result.lead, ...overrides };
}

describe.each(backends)('the studio inbox API on $name', ({ postgres }) => {
  let server: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close } = await withBackend(postgres));
  });
  afterAll(() => close());

  it('mails a one-time link to a staff address, and answers the same for anyone else', async () => {
    const browser = new Browser(server);
    const staff = await browser.post('/studio/sign-in', {
      email: ' PAU@onastudio.es ',
      lang: 'ca',
    });
    const stranger = await browser.post('/studio/sign-in', {
      email: 'someone@example.com',
      lang: 'ca',
    });
    expect(staff.status).toBe(202);
    expect(stranger.status).toBe(202);
    expect(await json(staff)).toEqual(await json(stranger));
    expect(await mailedLinks(server, 'someone@example.com')).toEqual([]);
    const [link] = await mailedLinks(server, 'pau@onastudio.es');
    // The site's public address, the inbox's path, the mail in the language asked for.
    const site = escapeRegExp(new URL(studioSettings(server).siteUrl).origin);
    expect(link).toMatch(new RegExp(`^${site}/estudio/entrar\\?token=[\\w-]{43}&lang=ca$`));
    const row = await server.app.db
      .selectFrom('outbox')
      .select(['payload', 'lead_id', 'kind'])
      .where('recipient', '=', 'pau@onastudio.es')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'mail', lead_id: null });
    expect((JSON.parse(row.payload) as { subject: string }).subject).toContain('safata');
    // Only the token's hash is stored with the link.
    const stored = await server.app.db.selectFrom('studio_links').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link ?? ''));
  });

  it('signs in once with a link, into an HttpOnly, SameSite=Strict session', async () => {
    const browser = new Browser(server);
    await browser.post('/studio/sign-in', { email: STAFF, lang: 'es' });
    const link = (await mailedLinks(server, STAFF.toLowerCase())).at(-1) ?? '';
    const first = await browser.post('/studio/session', { token: tokenOf(link) });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ email: STAFF.toLowerCase() });
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('studio_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/studio/);
    expect((await browser.get('/studio/session')).status).toBe(200);
    expect(await json(await browser.get('/studio/status'))).toEqual({
      enabled: true,
      email: STAFF.toLowerCase(),
    });
    expect(await json(await new Browser(server).get('/studio/status'))).toEqual({
      enabled: true,
      email: null,
    });

    const again = await new Browser(server).post('/studio/session', { token: tokenOf(link) });
    expect(again.status).toBe(401);
    expect((await json(again)).error).toMatch(/expired|used/);
  });

  it('refuses a link mailed more than 15 minutes ago', async () => {
    const browser = new Browser(server);
    await browser.post('/studio/sign-in', { email: 'pau@onastudio.es', lang: 'en' });
    const link = (await mailedLinks(server, 'pau@onastudio.es')).at(-1) ?? '';
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await server.app.db
      .updateTable('studio_links')
      .set({ created_at: old, sent_at: old })
      .execute();
    expect((await browser.post('/studio/session', { token: tokenOf(link) })).status).toBe(401);
  });

  it('ends a session idle for 12 hours, or 7 days old, and on sign-out', async () => {
    const idle = await signIn(server);
    const old = await signIn(server);
    const rows = await server.app.db.selectFrom('studio_sessions').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [idleRow, oldRow] = rows.slice(-2);
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await server.app.db
      .updateTable('studio_sessions')
      .set({ seen_at: ago(12 * 3600_000 + 60_000) })
      .where('id_hash', '=', idleRow!.id_hash)
      .execute();
    await server.app.db
      .updateTable('studio_sessions')
      .set({ created_at: ago(7 * 24 * 3600_000 + 60_000) })
      .where('id_hash', '=', oldRow!.id_hash)
      .execute();
    expect((await idle.get('/studio/session')).status).toBe(401);
    expect((await old.get('/studio/session')).status).toBe(401);

    const browser = await signIn(server);
    expect((await browser.post('/studio/sign-out', {})).status).toBe(204);
    expect(browser.cookies.has('studio_session')).toBe(false);
    // The old cookie, kept by someone, opens nothing either.
    const session = rows.at(-1);
    expect(session).toBeDefined();
    expect((await browser.get('/studio/leads')).status).toBe(401);
  });

  it('ends the sessions of an address taken out of STUDIO_USERS', async () => {
    const browser = await signIn(server);
    const id = browser.cookies.get('studio_session') ?? '';
    expect(await sessionEmail(server.app.db, id, [STAFF.toLowerCase()])).toBe(STAFF.toLowerCase());
    expect(await sessionEmail(server.app.db, id, ['pau@onastudio.es'])).toBeNull();
    // Gone for good, even once the address is back.
    expect(await sessionEmail(server.app.db, id, [STAFF.toLowerCase()])).toBeNull();
    expect((await browser.get('/studio/session')).status).toBe(401);
  });

  it('refuses every inbox route without a session (401) and from another site (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const reads = [
      '/studio/session',
      '/studio/leads',
      '/studio/leads.csv',
      `/studio/leads/${id}`,
      '/studio/funnel',
      '/studio/audit',
    ];
    const writes: [string, unknown][] = [
      [`/studio/leads/${id}/status`, { status: 'quoted', note: null }],
      [`/studio/leads/${id}/read`, { read: true }],
      [`/studio/leads/${id}/erase`, { confirm: true }],
    ];
    const stranger = new Browser(server);
    for (const path of reads) expect((await stranger.get(path)).status, path).toBe(401);
    for (const [path, body] of writes)
      expect((await stranger.post(path, body)).status, path).toBe(401);

    const staff = await signIn(server);
    const evil = { origin: 'https://evil.example' };
    for (const path of reads) expect((await staff.get(path, evil)).status, path).toBe(403);
    for (const path of reads) {
      expect((await staff.get(path, { 'sec-fetch-site': 'cross-site' })).status, path).toBe(403);
    }
    for (const [path, body] of writes)
      expect((await staff.post(path, body, evil)).status, path).toBe(403);
    // A POST without the request token is refused too (csrf-guard.ts).
    const bare = await fetch(`${server.url}/api/v1/studio/leads/${id}/read`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: staff.cookie },
      body: JSON.stringify({ read: true }),
    });
    expect(bare.status).toBe(403);
  });

  it('lists, filters, searches and pages the leads, unread first to the eye', async () => {
    const staff = await signIn(server);
    const db = server.app.db;
    const base = Date.parse('2030-01-01T00:00:00Z');
    for (let i = 0; i < 52; i++) {
      await insertLead(
        db,
        formLead({
          name: `Cliente ${i}`,
          email: `c${i}@paging.example`,
          company: i === 7 ? '100%_Real SL' : null,
        }),
        'es',
        { now: new Date(base + i * 60_000) },
      );
    }
    await insertChatLead(
      db,
      {
        email: 'chat@paging.example',
        name: 'Chat Person',
        consent: true,
        lang: 'en',
        messages: [{ role: 'user', content: 'Can a person call me?' }],
      } as never,
      'en',
      { now: new Date(base + 100 * 60_000) },
    );
    const list = async (query: string) => {
      const response = await staff.get(`/studio/leads?${query}`);
      expect(response.status).toBe(200);
      return (await json(response)) as {
        leads: { name: string; source: string; read: boolean; id: string }[];
        total: number;
        page: number;
        pageSize: number;
        unread: number;
      };
    };
    const first = await list('q=paging.example');
    expect(first.total).toBe(53);
    expect(first.pageSize).toBe(50);
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0]).toMatchObject({ name: 'Chat Person', source: 'chat', read: false });
    expect(first.leads[1]?.name).toBe('Cliente 51');
    const second = await list('q=paging.example&page=2');
    expect(second.leads.map((lead) => lead.name)).toEqual(['Cliente 2', 'Cliente 1', 'Cliente 0']);
    expect((await list('q=paging.example&source=chat')).total).toBe(1);
    expect((await list('q=paging.example&type=tienda-online')).total).toBe(52);
    expect((await list('q=paging.example&type=web-personal')).total).toBe(0);
    // A search's % and _ are letters, not wildcards; case does not matter.
    expect((await list('q=100%25_real')).leads.map((lead) => lead.name)).toEqual(['Cliente 7']);
    expect((await list('q=%25')).leads.map((lead) => lead.name)).toEqual(['Cliente 7']);
    expect((await list('q=CLIENTE%2012')).total).toBe(1);
    // Bad filters are refused with the field named.
    for (const query of [
      'status=lost%27',
      'type=x',
      'source=mail',
      'page=0',
      'page=x',
      'other=1',
    ]) {
      const response = await staff.get(`/studio/leads?${query}`);
      expect(response.status, query).toBe(400);
    }

    const target = first.leads[1]!;
    const unreadBefore = first.unread;
    expect((await staff.post(`/studio/leads/${target.id}/read`, { read: true })).status).toBe(204);
    const after = await list('q=paging.example');
    expect(after.unread).toBe(unreadBefore - 1);
    expect(after.leads[1]).toMatchObject({ id: target.id, read: true });
    expect((await staff.post(`/studio/leads/${target.id}/read`, { read: false })).status).toBe(204);
    expect((await list('q=paging.example')).unread).toBe(unreadBefore);
  });

  it('shows a lead whole, and its status and note reach the tracking page', async () => {
    const staff = await signIn(server);
    const pair = await getCsrf(server.url);
    const created = await fetch(`${server.url}/api/v1/leads`, {
      method: 'POST',
      headers: postHeaders(pair, server.url),
      body: JSON.stringify({ ...SHOP_QUOTE, email: 'track@example.com' }),
    });
    const { id, trackingUrl } = (await created.json()) as { id: string; trackingUrl: string };
    const token = new URL(trackingUrl).searchParams.get('t') ?? '';

    const shown = await staff.get(`/studio/leads/${id}`);
    expect(shown.status).toBe(200);
    const lead = await json(shown);
    expect(lead).toMatchObject({
      id,
      name: 'Ana Puig',
      email: 'track@example.com',
      phone: '+34 600 000 000',
      company: 'Puig SL',
      message: 'Vendemos cerámica',
      budgetRange: '5k-15k',
      projectType: 'tienda-online',
      details: { product_type: 'fisicos', payment_gateways: ['stripe', 'bizum'] },
      conversation: null,
      history: [{ status: 'received', note: null }],
    });
    // The visitor's own link, derived again from the secret (the database has only its hash).
    expect(lead.trackingUrl).toBe(trackingUrl);
    // The studio's mail and the visitor's, as the outbox has them.
    expect(lead.notifications.map((n: { kind: string }) => n.kind)).toEqual(['mail', 'mail']);
    expect(lead.notifications[0]).toMatchObject({ status: 'pending', attempts: 0 });
    // Each to where it goes: the studio's mail to the studio, the confirmation to the visitor.
    const recipients = lead.notifications.map((n: { to: string }) => n.to);
    expect(recipients).toContain('track@example.com');
    expect(recipients.filter((to: string) => to !== 'track@example.com')).toHaveLength(1);

    const note = 'Te enviamos el presupuesto el lunes.';
    const changed = await staff.post(`/studio/leads/${id}/status`, { status: 'quoted', note });
    expect(changed.status).toBe(204);
    const tracking = await fetch(`${server.url}/api/v1/leads/track?t=${token}`);
    const seen = await json(tracking);
    expect(seen.status).toBe('quoted');
    expect(seen.history.at(-1)).toMatchObject({ status: 'quoted', note });

    // Bad changes are refused, and a lead that does not exist is named so.
    for (const body of [
      { status: 'paid', note: null },
      { status: 'quoted', note: 'x'.repeat(2001) },
      { status: 'quoted', note: null, extra: 1 },
    ]) {
      expect((await staff.post(`/studio/leads/${id}/status`, body)).status).toBe(400);
    }
    expect((await staff.get('/studio/leads/not-a-uuid')).status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await staff.get(`/studio/leads/${missing}`)).status).toBe(404);
    expect(
      (await staff.post(`/studio/leads/${missing}/status`, { status: 'won', note: null })).status,
    ).toBe(404);

    const audit = await json(await staff.get('/studio/audit'));
    expect(audit.entries[0]).toMatchObject({
      actor: STAFF.toLowerCase(),
      action: 'status',
      leadId: id,
      detail: { status: 'quoted', note: true },
    });
    // The audit keeps no visitor's words.
    expect(JSON.stringify(audit)).not.toContain(note);
  });

  it('exports the filtered list for a spreadsheet, and audits it', async () => {
    const staff = await signIn(server);
    await insertLead(
      server.app.db,
      formLead({ email: 'csv@export.example', name: '=Ana; "la jefa"', company: 'Ñandú SL' }),
      'ca',
    );
    const response = await staff.get('/studio/leads.csv?q=export.example');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Named after the studio: its name in lower case, without accents, words joined by "-".
    const slug = studioSettings(server)
      .studioName.normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${slug}-leads-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id;created_at;status;lang;source;project_type;budget_range;name;email;phone;company;message;details;conversation',
    );
    expect(lines).toHaveLength(3); // header, one lead, the final line break
    expect(lines[1]).toContain(`"'=Ana; ""la jefa"""`);
    expect(lines[1]).toContain('"Ñandú SL"');
    const audit = await json(await staff.get('/studio/audit'));
    expect(audit.entries[0]).toMatchObject({ action: 'export', detail: { q: true, count: 1 } });
  });

  it('erases a lead with everything of its address, after a confirmation', async () => {
    const staff = await signIn(server);
    const db = server.app.db;
    const one = await insertLead(db, formLead({ email: 'Erase@Me.example' }), 'es');
    await insertLead(db, formLead({ email: 'erase@me.example' }), 'en');
    expect((await staff.post(`/studio/leads/${one.id}/erase`, {})).status).toBe(400);
    const response = await staff.post(`/studio/leads/${one.id}/erase`, { confirm: true });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ leads: 2 });
    expect((await staff.get(`/studio/leads/${one.id}`)).status).toBe(404);
    const audit = await json(await staff.get('/studio/audit'));
    expect(audit.entries[0]).toMatchObject({
      action: 'erase',
      leadId: one.id,
      detail: { leads: 2 },
    });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('erase@me.example');
  });

  it('draws the funnel per week and language', async () => {
    const staff = await signIn(server);
    const now = new Date();
    await recordFunnel(
      server.app.db,
      [
        { event: 'form_shown', type: 'none', lang: 'ca' },
        { event: 'form_shown', type: 'none', lang: 'ca' },
        { event: 'step2_reached', type: 'web-personal', lang: 'ca' },
        { event: 'request_sent', type: 'web-personal', lang: 'ca' },
      ] as never,
      now,
    );
    const { weeks } = await json(await staff.get('/studio/funnel'));
    const ca = weeks.find((week: { lang: string }) => week.lang === 'ca');
    expect(ca.counts).toMatchObject({ form_shown: 2, step2_reached: 1, request_sent: 1 });
    const monday = new Date(ca.week);
    expect(monday.getUTCDay()).toBe(1);
  });

  it('audits sign-ins and sign-outs, and the command line reads the same log', async () => {
    const staff = await signIn(server);
    await staff.post('/studio/sign-out', {});
    const other = await signIn(server);
    const { entries } = await json(await other.get('/studio/audit'));
    const actions = entries.slice(0, 3).map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['sign_in', 'sign_out', 'sign_in']);
  });
});

describe('the studio inbox when STUDIO_USERS is not set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('says it is off, and how to turn it on', async () => {
    expect(await json(await fetch(`${server.url}/api/v1/studio/status`))).toEqual({
      enabled: false,
      email: null,
    });
    const browser = new Browser(server);
    const response = await browser.post('/studio/sign-in', { email: STAFF, lang: 'es' });
    expect(response.status).toBe(503);
    expect((await json(response)).error).toMatch(/STUDIO_USERS/);
    expect((await browser.get('/studio/leads')).status).toBe(503);
  });
});

describe('the studio sign-in limits', () => {
  let server: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ server, close } = await withBackend(false, { STUDIO_SIGN_IN_RATE_LIMIT_MAX: '6' }));
  });
  afterAll(() => close());

  it('shows no tracking link without COOKIE_SECRET: tokens are random then', async () => {
    const { server: plain, close: closePlain } = await withBackend(false, { COOKIE_SECRET: '' });
    try {
      const staff = await signIn(plain);
      const created = await insertLead(plain.app.db, formLead(), 'es');
      expect((await json(await staff.get(`/studio/leads/${created.id}`))).trackingUrl).toBeNull();
    } finally {
      await closePlain();
    }
  });

  it('mails at most 3 links an address in 15 minutes, and takes 6 requests a client', async () => {
    const browser = new Browser(server);
    for (let i = 0; i < 5; i++) {
      expect((await browser.post('/studio/sign-in', { email: STAFF, lang: 'es' })).status).toBe(
        202,
      );
    }
    expect(await mailedLinks(server, STAFF.toLowerCase())).toHaveLength(3);
    expect((await browser.post('/studio/sign-in', { email: STAFF, lang: 'es' })).status).toBe(202);
    expect((await browser.post('/studio/sign-in', { email: STAFF, lang: 'es' })).status).toBe(429);
  });
});
