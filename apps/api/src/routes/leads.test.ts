import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, LEAD_MESSAGES } from '@studio/shared';
import {
  findLeadById,
  findLeadByToken,
  leadHistory,
  setLeadStatus,
} from '../leads/lead-repository.js';
import {
  issueHoneypotReceipt,
  loadHoneypotKey,
  readHoneypotReceipt,
} from '../leads/honeypot-receipt.js';
import {
  backends,
  getCsrf,
  postHeaders,
  startServerOn,
  studioSettings,
  type TestServer,
} from '../test/helper.js';
import { SHOP_QUOTE } from '../test/quote-request.js';

async function post(server: TestServer, body: unknown, query = '') {
  const pair = await getCsrf(server.url);
  return fetch(`${server.url}/api/v1/leads${query}`, {
    method: 'POST',
    headers: postHeaders(pair, server.url),
    body: JSON.stringify(body),
  });
}

describe.each(backends)('POST /api/v1/leads on $name', ({ postgres }) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServerOn(postgres, { env: { LEADS_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => server.close());

  it('stores a valid lead before answering 201 with its id and tracking link', async () => {
    const response = await post(server, { ...SHOP_QUOTE, unknown_field: 'dropped' });
    expect(response.status).toBe(201);
    const { id, trackingUrl } = (await response.json()) as { id: string; trackingUrl: string };
    const url = new URL(trackingUrl);
    // The site's public address (settings.json's siteUrl without PUBLIC_URL), not the Host
    // the request named.
    expect(url.origin).toBe(new URL(studioSettings(server).siteUrl).origin);
    expect(url.pathname).toBe('/seguimiento');
    const token = url.searchParams.get('t') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/); // 256 random bits
    const stored = await findLeadById(server.app.db, id);
    expect(stored).toMatchObject({
      status: 'received',
      lang: 'es',
      lead: {
        project_type: 'tienda-online',
        details: {
          product_type: 'fisicos',
          products_count: '50-200',
          payment_gateways: ['stripe', 'bizum'],
        },
        budget_range: '5k-15k',
        name: 'Ana Puig',
        email: 'ana@example.com',
        phone: '+34 600 000 000',
        company: 'Puig SL',
        message: 'Vendemos cerámica',
      },
    });
    expect(JSON.stringify(stored)).not.toContain('unknown_field');
    expect((await findLeadByToken(server.app.db, token))?.id).toBe(id);
    expect(await leadHistory(server.app.db, id)).toEqual([
      { status: 'received', note: null, at: stored?.createdAt },
    ]);
  });

  it('keeps a request whose free text carries NUL characters, without them (PostgreSQL refuses NUL)', async () => {
    const response = await post(server, {
      ...SHOP_QUOTE,
      company: 'Puig\u0000 SL',
      message: 'Vendemos\u0000 cerámica',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await findLeadById(server.app.db, id))?.lead).toMatchObject({
      company: 'Puig SL',
      message: 'Vendemos cerámica',
    });
    const name = await post(server, { ...SHOP_QUOTE, name: 'Ana\u0000' });
    expect(name.status).toBe(400);
  });

  it('accepts the underscore spellings and the second reading, stored hyphenated', async () => {
    const response = await post(server, {
      project_type: 'ciberseguridad',
      security_services: ['pentesting', 'auditoria'],
      systems_count: 'no_sure',
      compliance_needed: ['lopd'],
      budget_range: '2k-5k',
      name: 'Joan',
      email: 'joan@example.com',
      company: 'Acme',
      consent: true,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await findLeadById(server.app.db, id);
    expect(stored?.lead.details).toEqual({
      security_services: ['pentesting', 'auditoria'],
      systems_count: 'no-sure',
      compliance_needed: ['lopd'],
    });
    const saas = await post(server, {
      project_type: 'aplicacion_saas',
      saas_description: 'Gestión de turnos',
      name: 'Marta',
      email: 'marta@example.com',
      company: 'Turnos SL',
      consent: true,
    });
    expect(saas.status).toBe(201);
    const saasId = ((await saas.json()) as { id: string }).id;
    expect((await findLeadById(server.app.db, saasId))?.lead.project_type).toBe('aplicacion-saas');
  });

  const RULES: [string, Record<string, unknown>, Record<string, keyof typeof LEAD_MESSAGES.es>][] =
    [
      ['no type', { project_type: undefined }, { project_type: 'project_type' }],
      ['web_purpose', { project_type: 'web-personal' }, { web_purpose: 'web_purpose' }],
      ['industry', { project_type: 'web-empresarial', industry: ' ' }, { industry: 'industry' }],
      ['product_type', { product_type: '' }, { product_type: 'product_type' }],
      ['products_count', { products_count: undefined }, { products_count: 'products_count' }],
      [
        'saas_description',
        { project_type: 'aplicacion-saas' },
        { saas_description: 'saas_description' },
      ],
      [
        'mobile fields',
        { project_type: 'aplicacion-movil', mobile_platforms: [] },
        { mobile_platforms: 'mobile_platforms', mobile_description: 'mobile_description' },
      ],
      [
        'security_services',
        { project_type: 'ciberseguridad' },
        { security_services: 'security_services' },
      ],
      ['name', { name: '  ' }, { name: 'name' }],
      ['email', { email: 'ana@example' }, { email: 'email' }],
      ['consent', { consent: false }, { consent: 'consent' }],
      ['company', { company: '' }, { company: 'company' }],
      ['phone', { phone: 'call me' }, { phone: 'phone' }],
      ['option', { payment_gateways: ['cash'] }, { payment_gateways: 'invalid_option' }],
      ['budget', { budget_range: 'mas-40k' }, { budget_range: 'invalid_option' }],
      ['name bound', { name: 'a'.repeat(101) }, { name: 'too_long' }],
      ['message bound', { message: 'a'.repeat(2001) }, { message: 'too_long' }],
    ];

  it.each(RULES)('answers 400 with the message of each rule: %s', async (_rule, change, fields) => {
    const response = await post(server, { ...SHOP_QUOTE, budget_range: undefined, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; errors: Record<string, string> };
    expect(body.error).toBe(LEAD_MESSAGES.es.validation);
    expect(body.errors).toEqual(
      Object.fromEntries(
        Object.entries(fields).map(([field, message]) => [field, LEAD_MESSAGES.es[message]]),
      ),
    );
  });

  it('answers the messages in the language of ?lang=, else of the body', async () => {
    const bad = { ...SHOP_QUOTE, name: '' };
    const ca = await post(server, { ...bad, lang: 'ca' });
    expect(((await ca.json()) as { errors: object }).errors).toEqual({
      name: LEAD_MESSAGES.ca.name,
    });
    const en = await post(server, { ...bad, lang: 'ca' }, '?lang=en');
    expect(((await en.json()) as { errors: object }).errors).toEqual({
      name: LEAD_MESSAGES.en.name,
    });
  });

  it('links the tracking page in the lead language', async () => {
    const response = await post(server, { ...SHOP_QUOTE, lang: 'en' });
    const { id, trackingUrl } = (await response.json()) as { id: string; trackingUrl: string };
    expect(new URL(trackingUrl).searchParams.get('lang')).toBe('en');
    expect((await findLeadById(server.app.db, id))?.lang).toBe('en');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const count = async () =>
      (
        await server.app.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const response = await post(server, { ...SHOP_QUOTE, hp: 'http://spam.example' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; trackingUrl: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.trackingUrl).toContain('/seguimiento?t=');
    expect(Number(await count())).toBe(before);
    expect(await findLeadById(server.app.db, body.id)).toBeNull();
    // Before its body is judged: a bot learns nothing from the rules either.
    const invalid = await post(server, { project_type: 'blog', hp: 'http://spam.example' });
    expect(invalid.status).toBe(201);
    expect(Number(await count())).toBe(before);
  });

  it('answers a body that is no object as every route does, in the one error shape', async () => {
    for (const body of [null, [SHOP_QUOTE], 'tienda-online']) {
      const response = await post(server, body);
      expect(response.status).toBe(400);
      const answer = ApiErrorSchema.parse(await response.json());
      expect(answer.error).toBe('Invalid request');
      expect(Object.keys(answer.errors ?? {})).toEqual(['general']);
    }
  });

  it('answers a honeypot’s tracking link as a real one, a request received, storing nothing', async () => {
    const rows = async () =>
      Promise.all(
        (['leads', 'lead_events', 'outbox'] as const).map(async (table) =>
          Number(
            (
              await server.app.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await rows();
    const response = await post(server, { ...SHOP_QUOTE, hp: 'http://spam.example' });
    const { id, trackingUrl } = (await response.json()) as { id: string; trackingUrl: string };
    const token = new URL(trackingUrl).searchParams.get('t') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const track = await fetch(`${server.url}/api/v1/leads/track?t=${token}`);
    expect(track.status).toBe(200);
    expect(track.headers.get('cache-control')).toBe('no-store');
    expect(track.headers.get('referrer-policy')).toBe('no-referrer');
    const body = (await track.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id,
      source: 'form',
      project_type: 'tienda-online',
      question: null,
      details: {},
      budget_range: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'received',
      history: [{ status: 'received', note: null, at: body.created_at }],
    });
    expect(Math.abs(Date.parse(String(body.created_at)) - Date.now())).toBeLessThan(60_000);
    // The same answer the next time: the bot sees a request that stays where it was.
    expect(await (await fetch(`${server.url}/api/v1/leads/track?t=${token}`)).json()).toEqual(body);
    expect(await rows()).toEqual(before);
    expect(await findLeadByToken(server.app.db, token)).toBeNull();
  });

  it('tells the honeypot’s receipts from unknown, altered and expired tokens', async () => {
    const key = await loadHoneypotKey(server.app.db);
    const track = (token: string) => fetch(`${server.url}/api/v1/leads/track?t=${token}`);
    const chat = issueHoneypotReceipt(key, { source: 'chat', projectType: null });
    const answer = (await (await track(chat.token)).json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      id: chat.id,
      source: 'chat',
      project_type: null,
      status: 'received',
    });

    const form = issueHoneypotReceipt(key, { source: 'form', projectType: 'ciberseguridad' });
    const last = form.token.at(-1) === 'A' ? 'B' : 'A';
    expect((await track(`${form.token.slice(0, -1)}${last}`)).status).toBe(404);
    const flipped = Buffer.from(form.token, 'base64url');
    flipped[14]! ^= 1;
    expect((await track(flipped.toString('base64url'))).status).toBe(404);
    const otherKey = issueHoneypotReceipt(Buffer.alloc(32, 7), {
      source: 'form',
      projectType: null,
    });
    expect((await track(otherKey.token)).status).toBe(404);
    expect((await track('A'.repeat(43))).status).toBe(404);
    // Like a real request, it is gone after the retention period.
    const old = issueHoneypotReceipt(
      key,
      { source: 'form', projectType: 'web-personal' },
      new Date(Date.now() - (server.config.LEAD_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000),
    );
    expect((await track(old.token)).status).toBe(404);
    const recent = issueHoneypotReceipt(
      key,
      { source: 'form', projectType: 'web-personal' },
      new Date('2026-01-31T10:00:00.123Z'),
    );
    const shown = readHoneypotReceipt(key, recent.token);
    expect(shown).toEqual({
      id: recent.id,
      createdAt: new Date('2026-01-31T10:00:00.123Z'),
      source: 'form',
      projectType: 'web-personal',
    });
  });

  it('limits the body size', async () => {
    const response = await post(server, { ...SHOP_QUOTE, message: 'a'.repeat(70_000) });
    expect(response.status).toBe(413);
  });

  it('GET /leads/track answers the summary and status history for a token, 404 otherwise', async () => {
    const response = await post(server, SHOP_QUOTE);
    const { id, trackingUrl } = (await response.json()) as { id: string; trackingUrl: string };
    const token = new URL(trackingUrl).searchParams.get('t') ?? '';
    await setLeadStatus(
      server.app.db,
      id,
      'in_review',
      'Lo revisa Marta',
      new Date(Date.now() + 1000),
    );
    const track = await fetch(`${server.url}/api/v1/leads/track?t=${token}`);
    expect(track.status).toBe(200);
    expect(track.headers.get('cache-control')).toBe('no-store');
    const body = (await track.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id,
      project_type: 'tienda-online',
      details: { product_type: 'fisicos', products_count: '50-200' },
      budget_range: '5k-15k',
      status: 'in_review',
      history: [
        { status: 'received', note: null },
        { status: 'in_review', note: 'Lo revisa Marta' },
      ],
    });
    // No personal data on the tracking page.
    expect(JSON.stringify(body)).not.toContain('ana@example.com');
    for (const bad of ['', 'short', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const unknown = await fetch(`${server.url}/api/v1/leads/track?t=${bad}`);
      expect(unknown.status).toBe(404);
    }
  });
});

describe('POST /api/v1/leads rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServerOn(false, { env: { LEADS_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past the per-client limit, and stores none past it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(server, SHOP_QUOTE)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const response = await post(server, SHOP_QUOTE);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ApiErrorSchema.safeParse(await response.json()).success).toBe(true);
    expect(await server.app.db.selectFrom('leads').select('id').execute()).toHaveLength(3);
  });
});
