import net from 'node:net';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  BUDGET_RANGES,
  CHAT_LIMITS,
  CONSENT_POLICY_VERSION,
  LEAD_STATUSES,
  StudioAuditQuerySchema,
  StudioEraseRequestSchema,
  StudioLeadQuerySchema,
  StudioReadChangeSchema,
  StudioSessionRequestSchema,
  StudioSignInRequestSchema,
  StudioSignOutSchema,
  StudioStatusChangeSchema,
  ConsentRecordSchema,
  CHAT_ROLES,
  ChatHandoverSchema,
  ChatRequestSchema,
  CONTACT_FIELDS,
  CSRF_HEADER,
  FUNNEL_EVENTS,
  FUNNEL_MAX_BATCH,
  FUNNEL_TYPES,
  FunnelBatchSchema,
  LANGS,
  LEAD_LIMITS,
  checkLeadEmail,
  PROJECT_TYPES,
  TYPE_FIELDS,
  isHoneypotFilled,
  validateLead,
} from '@studio/shared';
import { hashToken, insertLead } from '../leads/lead-repository.js';
import { newSecret, signInWithLink } from '../studio/staff-auth.js';
import { backends, chatEnv, createPgSchema, startServer, type TestServer } from '../test/helper.js';

/**
 * Hostile bodies for every POST endpoint (ASVS V2.2.1-2.2.2): generated from the shared
 * schemas and beyond them. Every answer is a 2xx for a valid body or a 4xx in the one error
 * shape, never a 5xx, and the server keeps answering. Deterministic: fixed seeds. On SQLite,
 * and on PostgreSQL when TEST_DATABASE_URL is set: one server per backend for all endpoints.
 */

/** `npm run test:quick` runs a fifth of the cases; `npm test` and CI all of them. */
const SHARE = process.env.TEST_QUICK ? 5 : 1;
const RUNS_PER_ENDPOINT = 10_000;
const SEED = 20_261_122;

/** Every POST route the API has: a test below fails when one is added without a generator. */
const ENDPOINTS = [
  '/api/v1/leads',
  '/api/v1/chat',
  '/api/v1/chat/handover',
  '/api/v1/newsletter',
  '/api/v1/funnel',
  '/api/v1/consent',
  '/api/v1/studio/sign-in',
  '/api/v1/studio/session',
  '/api/v1/studio/sign-out',
  '/api/v1/studio/leads/:id/read',
  '/api/v1/studio/leads/:id/status',
  '/api/v1/studio/leads/:id/erase',
] as const;
type Endpoint = (typeof ENDPOINTS)[number];

/** Fewer runs for the inbox's routes: staff behind a session send them, not the public. */
const RUNS: Partial<Record<Endpoint, number>> = {
  '/api/v1/studio/sign-in': 1_500,
  '/api/v1/studio/session': 1_500,
  '/api/v1/studio/sign-out': 1_500,
  '/api/v1/studio/leads/:id/read': 1_500,
  '/api/v1/studio/leads/:id/status': 1_500,
  '/api/v1/studio/leads/:id/erase': 1_500,
};

/** The inbox's staff address in these tests. */
const STAFF = 'marta@onastudio.es';
/** A quote request the inbox's routes change. */
const LEAD_FOR_INBOX = {
  project_type: 'tienda-online',
  product_type: 'fisicos',
  products_count: '50-200',
  payment_gateways: ['stripe'],
  name: 'Ana',
  company: 'Puig SL',
  email: 'ana@example.com',
  consent: true,
};

/** A lead id no lead has: erasing it is validated, then answered 404. */
const NO_LEAD = '00000000-0000-4000-8000-000000000000';

/** The status a valid body gets. */
const ACCEPTED: Record<(typeof ENDPOINTS)[number], number> = {
  '/api/v1/leads': 201,
  '/api/v1/chat': 200,
  '/api/v1/chat/handover': 201,
  '/api/v1/newsletter': 202,
  '/api/v1/funnel': 204,
  '/api/v1/consent': 204,
  '/api/v1/studio/sign-in': 202,
  // A token of the right shape that no link has.
  '/api/v1/studio/session': 401,
  '/api/v1/studio/sign-out': 204,
  '/api/v1/studio/leads/:id/read': 204,
  '/api/v1/studio/leads/:id/status': 204,
  '/api/v1/studio/leads/:id/erase': 404,
};

// ---- Generators -------------------------------------------------------------------------

/** Strings a visitor (or a script) may send: unicode edge cases, markup, control characters. */
const nastyString = fc.oneof(
  { arbitrary: fc.string(), weight: 4 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 3 }, // lone surrogates included
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\uFEFF',
      '\u202Eevil',
      '\uD800',
      '\uDFFF',
      'e\u0301',
      '👩‍👩‍👧‍👦',
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "'; drop table leads; --",
      '${7*7}{{7*7}}',
      '../../etc/passwd',
      'a@b',
      'ana@example.com\r\nBcc: x@evil.example',
    ),
    weight: 3,
  },
  {
    // Huge: past every field limit, and past the body limit (64 KiB).
    arbitrary: fc.constantFrom(3_000, 30_000, 70_000).map((n) => 'x'.repeat(n)),
    weight: 1,
  },
);

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Any JSON value, some nested deep, with prototype-pollution keys mixed in. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...POLLUTION_KEYS)), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

function pick<T>(list: readonly T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...list);
}

/** A lead body built from the shared form description: valid, or nearly. */
function leadOfType(type: (typeof PROJECT_TYPES)[number]) {
  const details = Object.fromEntries(
    TYPE_FIELDS[type].map((field) => [
      field.name,
      field.kind === 'text'
        ? fc.string({ maxLength: LEAD_LIMITS.freeText + 5 })
        : field.kind === 'multi'
          ? fc.subarray([...field.options, ...(field.alsoAccepted ?? [])])
          : pick([...field.options, ...(field.alsoAccepted ?? [])]),
    ]),
  );
  return fc.record(
    {
      project_type: fc.constant(type as string),
      ...details,
      budget_range: pick([...BUDGET_RANGES[type].options, 'no-sure']),
      name: fc.string({ minLength: 1, maxLength: LEAD_LIMITS.name + 5 }),
      email: fc.oneof(
        fc.nat().map((n) => `ana.${n}@example.com`),
        nastyString,
      ),
      phone: fc.string({ maxLength: LEAD_LIMITS.phone + 2 }),
      company: fc.string({ minLength: 1, maxLength: LEAD_LIMITS.company + 5 }),
      message: fc.string({ maxLength: 50 }),
      consent: fc.oneof(fc.constant(true), fc.boolean()),
      hp: fc.constant(''),
    },
    { requiredKeys: ['project_type', 'name', 'email', 'consent'] },
  );
}
const leadFromSchema = fc.oneof(...PROJECT_TYPES.map(leadOfType));

const chatFromSchema = fc.record({
  messages: fc.array(
    fc.record({
      role: pick(CHAT_ROLES),
      content: fc.string({ minLength: 0, maxLength: CHAT_LIMITS.maxChars + 5 }),
    }),
    { minLength: 0, maxLength: CHAT_LIMITS.maxMessages + 1 },
  ),
  lang: fc.option(pick([...LANGS, 'xx']), { nil: undefined }),
});

/** A hand-over as the chat window sends it: valid, or nearly. */
const handoverFromWidget = fc.record(
  {
    email: fc.oneof(
      { arbitrary: fc.nat().map((n) => `chat.${n}@example.com`), weight: 3 },
      { arbitrary: nastyString, weight: 1 },
    ),
    name: fc.oneof(fc.string({ maxLength: LEAD_LIMITS.name + 5 }), nastyString),
    consent: fc.oneof(fc.constant(true), fc.boolean()),
    hp: fc.oneof({ arbitrary: fc.constant(''), weight: 9 }, { arbitrary: nastyString, weight: 1 }),
    lang: fc.option(pick([...LANGS, 'xx']), { nil: undefined }),
    messages: chatFromSchema.map((body) => body.messages),
  },
  { requiredKeys: ['email', 'consent', 'messages'] },
);

/** A newsletter sign-up as the footer form sends it: valid, or nearly. */
const newsletterFromForm = fc.record(
  {
    email: fc.oneof(
      { arbitrary: fc.nat().map((n) => `news.${n}@example.com`), weight: 3 },
      { arbitrary: fc.nat().map((n) => ` News.${n}@Example.COM `), weight: 1 },
      { arbitrary: nastyString, weight: 2 },
    ),
    consent: fc.oneof(fc.constant(true), fc.boolean()),
    hp: fc.oneof({ arbitrary: fc.constant(''), weight: 9 }, { arbitrary: nastyString, weight: 1 }),
    lang: fc.option(pick([...LANGS, 'xx']), { nil: undefined }),
  },
  { requiredKeys: ['email', 'consent'] },
);

/** A cookie choice as the banner sends it (the suite's server has a Google id): valid, or nearly. */
const consentFromBanner = fc.record(
  {
    consentId: fc.oneof({ arbitrary: fc.uuid(), weight: 9 }, { arbitrary: nastyString, weight: 1 }),
    analytics: fc.oneof(
      { arbitrary: fc.boolean(), weight: 9 },
      { arbitrary: nastyString, weight: 1 },
    ),
    advertising: fc.boolean(),
    policyVersion: fc.oneof(
      { arbitrary: fc.constant(CONSENT_POLICY_VERSION), weight: 9 },
      { arbitrary: nastyString, weight: 1 },
    ),
    lang: pick([...LANGS, 'xx']),
  },
  { requiredKeys: ['consentId', 'analytics', 'advertising', 'policyVersion', 'lang'] },
);

/** A batch of funnel counts as the quote form sends it: valid, or nearly. */
const funnelFromForm = fc.record({
  events: fc.array(
    fc.record({
      event: fc.oneof(
        { arbitrary: pick(FUNNEL_EVENTS), weight: 9 },
        { arbitrary: nastyString, weight: 1 },
      ),
      type: fc.oneof(
        { arbitrary: pick(FUNNEL_TYPES), weight: 9 },
        { arbitrary: nastyString, weight: 1 },
      ),
      lang: pick([...LANGS, 'xx']),
    }),
    { minLength: 0, maxLength: FUNNEL_MAX_BATCH + 2 },
  ),
});

/** A schema body with one field replaced by anything, or a pollution key added. */
function mutated(base: fc.Arbitrary<Record<string, unknown>>, fields: readonly string[]) {
  return fc
    .tuple(base, pick([...fields, ...POLLUTION_KEYS, 'extra']), anyJson)
    .map(([body, key, value]) => {
      // JSON.parse keeps "__proto__" as an own key, as a hostile client would send it.
      const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
      Object.defineProperty(copy, key, { value, enumerable: true, configurable: true });
      return copy;
    });
}

interface Attempt {
  /** The raw body as sent. */
  body: string;
  contentType: string | undefined;
  /** For a JSON body from the form's shape: the status the shared rules predict. */
  expected?: number;
}

/** The server's default BODY_LIMIT: a larger body is answered 413 before it is read. */
const BODY_LIMIT = 65_536;

/** What the shared rules say a parsed JSON body deserves, per endpoint. */
type Oracle = (body: Record<string, unknown>) => number;

const ORACLES: Record<Endpoint, Oracle> = {
  '/api/v1/studio/sign-in': (body) =>
    StudioSignInRequestSchema.safeParse(body).success ? 202 : 400,
  '/api/v1/studio/session': (body) =>
    StudioSessionRequestSchema.safeParse(body).success ? 401 : 400,
  '/api/v1/studio/sign-out': (body) => (StudioSignOutSchema.safeParse(body).success ? 204 : 400),
  '/api/v1/studio/leads/:id/read': (body) =>
    StudioReadChangeSchema.safeParse(body).success ? 204 : 400,
  '/api/v1/studio/leads/:id/status': (body) =>
    StudioStatusChangeSchema.safeParse(body).success ? 204 : 400,
  '/api/v1/studio/leads/:id/erase': (body) =>
    StudioEraseRequestSchema.safeParse(body).success ? 404 : 400,
  // A filled honeypot looks like success; else the shared validation decides.
  '/api/v1/leads': (body) => (isHoneypotFilled(body) || validateLead(body).ok ? 201 : 400),
  '/api/v1/chat': (body) => (ChatRequestSchema.safeParse(body).success ? 200 : 400),
  '/api/v1/chat/handover': (body) =>
    isHoneypotFilled(body) || ChatHandoverSchema.safeParse(body).success ? 201 : 400,
  '/api/v1/funnel': (body) => (FunnelBatchSchema.safeParse(body).success ? 204 : 400),
  '/api/v1/consent': (body) => (ConsentRecordSchema.safeParse(body).success ? 204 : 400),
  // The footer form's rules (routes/newsletter.ts): the one address rule, and consent.
  '/api/v1/newsletter': (body) => {
    if (isHoneypotFilled(body)) return 202;
    return checkLeadEmail(body.email).error === undefined && body.consent === true ? 202 : 400;
  },
};

function predicted(body: Record<string, unknown>, oracle: Oracle): Attempt {
  const text = JSON.stringify(body);
  return {
    body: text,
    contentType: 'application/json',
    expected: Buffer.byteLength(text) > BODY_LIMIT ? 413 : oracle(body),
  };
}

const json = (value: unknown): Attempt => ({
  body: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

function deep(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function attempts(
  schemaBody: fc.Arbitrary<Record<string, unknown>>,
  fields: readonly string[],
  oracle: Oracle,
) {
  return fc.oneof(
    { arbitrary: schemaBody.map((body) => predicted(body, oracle)), weight: 3 },
    { arbitrary: mutated(schemaBody, fields).map(json), weight: 4 },
    { arbitrary: anyJson.map(json), weight: 2 },
    {
      // Truncated JSON.
      arbitrary: fc
        .tuple(schemaBody, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([body, cut]): Attempt => {
          const text = JSON.stringify(body);
          return {
            body: text.slice(0, Math.floor(text.length * cut)),
            contentType: 'application/json',
          };
        }),
      weight: 1,
    },
    {
      // Deep nesting, beyond any parser's comfort.
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 12_000 }), pick(['array', 'object'] as const))
        .map(([depth, kind]): Attempt => ({
          body: deep(depth, kind),
          contentType: 'application/json',
        })),
      weight: 1,
    },
    {
      // Pollution keys as raw JSON.
      arbitrary: fc.tuple(schemaBody, pick(POLLUTION_KEYS)).map(([body, key]): Attempt => {
        const text = JSON.stringify(body);
        return {
          body: `{"${key}":{"polluted":true,"prototype":{"polluted":true}},${text.slice(1)}`,
          contentType: 'application/json',
        };
      }),
      weight: 1,
    },
    {
      // Wrong content types (and a right body under a wrong type).
      arbitrary: fc
        .tuple(
          schemaBody,
          pick([
            undefined,
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=utf-16',
            'application/json; charset=latin1',
            'application/jsonx',
            'text/json',
            '',
          ]),
        )
        .map(([body, contentType]): Attempt => ({ body: JSON.stringify(body), contentType })),
      weight: 1,
    },
  );
}

const signInBody = fc.record({
  email: fc.oneof(pick([STAFF, 'someone@example.com']), fc.emailAddress(), nastyString),
  lang: pick([...LANGS, 'xx']),
});
const sessionBody = fc.record({
  token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), nastyString),
});
const signOutBody = fc.oneof(
  fc.constant({}),
  fc.dictionary(fc.string(), anyJson, { minKeys: 1, maxKeys: 2 }),
);
const readBody = fc.record({ read: fc.oneof(fc.boolean(), anyJson) });
const statusBody = fc.record({
  status: fc.oneof(pick(LEAD_STATUSES), pick(['paid', '', 'QUOTED']), nastyString),
  note: fc.oneof(fc.constant(null), nastyString),
});
const eraseBody = fc.record({ confirm: fc.oneof(fc.constant(true), anyJson) });

const GENERATORS = {
  '/api/v1/studio/sign-in': attempts(
    signInBody,
    ['email', 'lang'],
    ORACLES['/api/v1/studio/sign-in'],
  ),
  '/api/v1/studio/session': attempts(sessionBody, ['token'], ORACLES['/api/v1/studio/session']),
  '/api/v1/studio/sign-out': attempts(signOutBody, [], ORACLES['/api/v1/studio/sign-out']),
  '/api/v1/studio/leads/:id/read': attempts(
    readBody,
    ['read'],
    ORACLES['/api/v1/studio/leads/:id/read'],
  ),
  '/api/v1/studio/leads/:id/status': attempts(
    statusBody,
    ['status', 'note'],
    ORACLES['/api/v1/studio/leads/:id/status'],
  ),
  '/api/v1/studio/leads/:id/erase': attempts(
    eraseBody,
    ['confirm'],
    ORACLES['/api/v1/studio/leads/:id/erase'],
  ),
  '/api/v1/leads': attempts(
    leadFromSchema,
    [
      'project_type',
      'budget_range',
      'consent',
      'hp',
      ...CONTACT_FIELDS,
      ...new Set(Object.values(TYPE_FIELDS).flatMap((fields) => fields.map((f) => f.name))),
    ],
    ORACLES['/api/v1/leads'],
  ),
  '/api/v1/chat': attempts(chatFromSchema, ['messages', 'lang'], ORACLES['/api/v1/chat']),
  '/api/v1/chat/handover': attempts(
    handoverFromWidget,
    ['email', 'name', 'consent', 'hp', 'lang', 'messages'],
    ORACLES['/api/v1/chat/handover'],
  ),
  '/api/v1/newsletter': attempts(
    newsletterFromForm,
    ['email', 'consent', 'hp', 'lang'],
    ORACLES['/api/v1/newsletter'],
  ),
  '/api/v1/funnel': attempts(funnelFromForm, ['events'], ORACLES['/api/v1/funnel']),
  '/api/v1/consent': attempts(
    consentFromBanner,
    ['consentId', 'analytics', 'advertising', 'policyVersion', 'lang'],
    ORACLES['/api/v1/consent'],
  ),
} satisfies Record<Endpoint, fc.Arbitrary<Attempt>>;

// ---- The properties -----------------------------------------------------------------------

function checkAnswer(status: number, payload: string, attempt: Attempt): void {
  const context = `${status} for ${attempt.contentType} ${attempt.body.slice(0, 200)}`;
  expect(status, context).toBeLessThan(500);
  expect(status, context).toBeGreaterThanOrEqual(200);
  // Valid bodies are accepted, invalid ones refused, as the shared rules say.
  if (attempt.expected !== undefined) expect(status, context).toBe(attempt.expected);
  if (status >= 400) {
    expect(ApiErrorSchema.safeParse(JSON.parse(payload)).success, context).toBe(true);
  }
}

describe.each(backends)('malformed input on every POST endpoint, on $name', ({ postgres }) => {
  let server: TestServer;
  let headers: Record<string, string>;
  /** The inbox's routes also carry a staff session (sign-out does not: it would end it). */
  let staffCookie: string;
  let leadId: string;
  let dropSchema: (() => Promise<void>) | undefined;

  /** The address to post to, and its headers. */
  const target = (endpoint: Endpoint) => ({
    url: endpoint.replace(':id', endpoint.endsWith('/erase') ? NO_LEAD : leadId),
    headers: endpoint.startsWith('/api/v1/studio/leads/')
      ? { ...headers, cookie: `${headers.cookie}; ${staffCookie}` }
      : headers,
  });

  beforeAll(async () => {
    const schema = postgres ? await createPgSchema() : null;
    dropSchema = schema?.drop;
    server = await startServer({
      env: {
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        ...chatEnv(),
        RATE_LIMIT_MAX: '1000000',
        LEADS_RATE_LIMIT_MAX: '1000000',
        HANDOVER_RATE_LIMIT_MAX: '1000000',
        CHAT_RATE_LIMIT_MAX: '100000',
        FUNNEL_RATE_LIMIT_MAX: '1000000',
        CONSENT_RATE_LIMIT_MAX: '1000000',
        STUDIO_SIGN_IN_RATE_LIMIT_MAX: '1000000',
        STUDIO_USERS: STAFF,
        // The consent route takes choices only while a Google tag is configured.
        ADS_CONVERSION_ID: 'AW-123456789/AbCdEfGh',
      },
    });
    const csrf = await fetch(`${server.url}/api/v1/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    headers = {
      host: new URL(server.url).host,
      origin: server.url,
      cookie: csrf.headers.getSetCookie()[0]?.split(';')[0] ?? '',
      [CSRF_HEADER]: csrfToken,
    };
    const db = server.app.db;
    const token = newSecret();
    await db
      .insertInto('studio_links')
      .values({
        id: randomUUID(),
        token_hash: hashToken(token),
        email: STAFF,
        created_at: new Date().toISOString(),
        sent_at: new Date().toISOString(),
        used_at: null,
      })
      .execute();
    const session = await signInWithLink(db, token, [STAFF]);
    staffCookie = `studio_session=${session?.id ?? ''}`;
    const lead = validateLead(LEAD_FOR_INBOX);
    if (!lead.ok) throw new Error('the inbox test lead is not valid');
    leadId = (await insertLead(db, lead.lead, 'es')).id;
  });
  afterAll(async () => {
    await server?.close();
    await dropSchema?.();
  });

  it('covers every POST route the API registers', () => {
    // The route tree: one line per path segment, nested under its parent (4 characters a
    // level), with its methods; the full path is the segments down to it.
    const tree = server.app.printRoutes({ commonPrefix: false, method: 'POST' });
    const stack: string[] = [];
    const posted: string[] = [];
    for (const line of tree.split('\n')) {
      const match = /^((?:[│ ] {3})*)[├└]── (\S+)( \(POST\))?/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      stack.length = depth;
      stack.push(match[2] ?? '');
      if (match[3]) posted.push(stack.join(''));
    }
    expect(posted.sort()).toEqual([...ENDPOINTS].sort());
  });

  it.each(ENDPOINTS)(
    `answers thousands of generated bodies to %s as the shared rules say, never a 5xx`,
    async (endpoint) => {
      const statuses = new Map<number, number>();
      const predictedStatuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(GENERATORS[endpoint], async (attempt) => {
          const { url, headers } = target(endpoint);
          const response = await server.app.inject({
            method: 'POST',
            url,
            headers: {
              ...headers,
              ...(attempt.contentType === undefined ? {} : { 'content-type': attempt.contentType }),
            },
            payload: attempt.body,
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (attempt.expected !== undefined) {
            predictedStatuses.set(
              attempt.expected,
              (predictedStatuses.get(attempt.expected) ?? 0) + 1,
            );
          }
          checkAnswer(response.statusCode, response.payload, attempt);
        }),
        { numRuns: (RUNS[endpoint] ?? RUNS_PER_ENDPOINT) / SHARE, seed: SEED, endOnFailure: true },
      );
      // The generators reach both sides: accepted bodies and each kind of rejection.
      expect(statuses.get(ACCEPTED[endpoint])).toBeGreaterThan(0);
      expect(statuses.get(400)).toBeGreaterThan(0);
      expect(statuses.get(413)).toBeGreaterThan(0);
      expect(statuses.get(415)).toBeGreaterThan(0);
      // The form-shaped bodies hold valid ones (accepted) and invalid ones (refused).
      expect(predictedStatuses.get(ACCEPTED[endpoint])).toBeGreaterThan(100 / SHARE);
      expect(predictedStatuses.get(400)).toBeGreaterThan(100 / SHARE);
      // Nothing leaked onto the shared prototypes.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
    },
    400_000, // about 1-2 minutes each on a loaded 2-core machine
  );

  it.each(ENDPOINTS)(
    'answers hostile bodies over a real socket to %s',
    async (endpoint) => {
      const samples = fc.sample(GENERATORS[endpoint], { numRuns: 150, seed: SEED + 1 });
      for (const attempt of samples) {
        const { url, headers } = target(endpoint);
        const response = await fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: {
            ...headers,
            ...(attempt.contentType === undefined ? {} : { 'content-type': attempt.contentType }),
          },
          body: attempt.body,
        });
        checkAnswer(response.status, await response.text(), attempt);
      }
      const health = await fetch(`${server.url}/api/v1/health`);
      expect(health.status).toBe(200);
    },
    60_000,
  );

  it("answers generated query strings to the inbox's GET routes as their schemas say", async () => {
    // The inbox's lists take filters, a search and a page from the address; a lead its id.
    const queries: Record<string, (query: Record<string, string>) => boolean> = {
      '/api/v1/studio/leads': (query) => StudioLeadQuerySchema.safeParse(query).success,
      '/api/v1/studio/leads.csv': (query) =>
        StudioLeadQuerySchema.omit({ page: true }).safeParse(query).success,
      '/api/v1/studio/audit': (query) => StudioAuditQuerySchema.safeParse(query).success,
    };
    const value = fc.oneof(
      pick([...LEAD_STATUSES, ...PROJECT_TYPES, 'form', 'chat', '1', '2', '0', '-1', '1e3']),
      nastyString,
    );
    const query = fc.dictionary(
      fc.oneof(pick(['status', 'type', 'source', 'q', 'page']), fc.string({ maxLength: 8 })),
      value,
      { maxKeys: 4 },
    );
    const cookie = `${headers.cookie}; ${staffCookie}`;
    const counts = new Map<number, number>();
    for (const [path, valid] of Object.entries(queries)) {
      for (const params of fc.sample(query, { numRuns: 300, seed: SEED + 2 })) {
        const search = new URLSearchParams(params).toString();
        const response = await server.app.inject({
          method: 'GET',
          url: `${path}?${search}`,
          headers: { host: headers.host ?? '', cookie },
        });
        const context = `${response.statusCode} for ${path}?${search.slice(0, 200)}`;
        counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
        // A value the query parser reads as another (a lone surrogate) is judged by the
        // server's reading; the rest as the shared schema says.
        const parsed = Object.fromEntries(new URLSearchParams(search));
        expect(response.statusCode, context).toBe(valid(parsed) ? 200 : 400);
      }
    }
    // Any id a path can carry (a lone surrogate cannot be written in one).
    const pathSafe = (text: string) => {
      try {
        return encodeURIComponent(text).length <= 200;
      } catch {
        return false;
      }
    };
    const ids = fc.oneof(fc.uuid(), nastyString.filter(pathSafe));
    for (const value of fc.sample(ids, { numRuns: 200, seed: SEED + 3 })) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/v1/studio/leads/${encodeURIComponent(value)}`,
        headers: { host: headers.host ?? '', cookie },
      });
      expect([200, 400, 404], `${response.statusCode} for ${value}`).toContain(response.statusCode);
    }
    expect(counts.get(200)).toBeGreaterThan(50);
    expect(counts.get(400)).toBeGreaterThan(50);
  });

  it('survives bodies shorter than their Content-Length and clients that hang up', async () => {
    const { port } = new URL(server.url);
    for (const endpoint of ENDPOINTS) {
      for (const cut of [0, 1, 10]) {
        await new Promise<void>((resolve, reject) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => {
            const body = '{"messages":[{"role":"user","content":"hola"}]}'.slice(0, cut);
            socket.end(
              [
                `POST ${target(endpoint).url} HTTP/1.1`,
                `Host: ${headers.host}`,
                `Origin: ${headers.origin}`,
                `Cookie: ${headers.cookie}`,
                `${CSRF_HEADER}: ${headers[CSRF_HEADER]}`,
                'Content-Type: application/json',
                'Content-Length: 500',
                '',
                body,
              ].join('\r\n'),
            );
          });
          socket.on('error', reject);
          socket.on('close', () => resolve());
          socket.resume();
        });
      }
    }
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
  });
});
