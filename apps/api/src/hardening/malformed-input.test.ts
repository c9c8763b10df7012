import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiErrorSchema,
  BUDGET_RANGES,
  CHAT_LIMITS,
  CHAT_ROLES,
  CONTACT_FIELDS,
  CSRF_HEADER,
  LANGS,
  LEAD_LIMITS,
  PROJECT_TYPES,
  TYPE_FIELDS,
} from '@studio/shared';
import { startServer, type TestServer } from '../test/helper.js';

/**
 * Hostile bodies for every POST endpoint (ASVS V2.2.1-2.2.2): generated from the shared
 * schemas and beyond them. Every answer is a 2xx for a valid body or a 4xx in the one error
 * shape, never a 5xx, and the server keeps answering. Deterministic: fixed seeds.
 */

const RUNS_PER_ENDPOINT = 10_000;
const SEED = 20_261_122;

const ENDPOINTS = ['/api/v1/leads', '/api/v1/chat'] as const;

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

function attempts(schemaBody: fc.Arbitrary<Record<string, unknown>>, fields: readonly string[]) {
  return fc.oneof(
    { arbitrary: schemaBody.map(json), weight: 3 },
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

const GENERATORS = {
  '/api/v1/leads': attempts(leadFromSchema, [
    'project_type',
    'budget_range',
    'consent',
    'hp',
    ...CONTACT_FIELDS,
    ...new Set(Object.values(TYPE_FIELDS).flatMap((fields) => fields.map((f) => f.name))),
  ]),
  '/api/v1/chat': attempts(chatFromSchema, ['messages', 'lang']),
} satisfies Record<(typeof ENDPOINTS)[number], fc.Arbitrary<Attempt>>;

// ---- The properties -----------------------------------------------------------------------

function checkAnswer(status: number, payload: string, attempt: Attempt): void {
  const context = `${status} for ${attempt.contentType} ${attempt.body.slice(0, 200)}`;
  expect(status, context).toBeLessThan(500);
  expect(status, context).toBeGreaterThanOrEqual(200);
  if (status >= 400) {
    expect(ApiErrorSchema.safeParse(JSON.parse(payload)).success, context).toBe(true);
  }
}

describe('malformed input on every POST endpoint', () => {
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await startServer({
      env: {
        RATE_LIMIT_MAX: '1000000',
        LEADS_RATE_LIMIT_MAX: '1000000',
        CHAT_RATE_LIMIT_MAX: '100000',
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
  });
  afterAll(() => server.close());

  it.each(ENDPOINTS)(
    `answers ${RUNS_PER_ENDPOINT} generated bodies to %s with a 2xx or a 4xx error, never a 5xx`,
    async (endpoint) => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(GENERATORS[endpoint], async (attempt) => {
          const response = await server.app.inject({
            method: 'POST',
            url: endpoint,
            headers: {
              ...headers,
              ...(attempt.contentType === undefined ? {} : { 'content-type': attempt.contentType }),
            },
            payload: attempt.body,
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          checkAnswer(response.statusCode, response.payload, attempt);
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED, endOnFailure: true },
      );
      // The generators reach both sides: accepted bodies and each kind of rejection.
      expect(statuses.get(endpoint === '/api/v1/leads' ? 201 : 200)).toBeGreaterThan(0);
      expect(statuses.get(400)).toBeGreaterThan(0);
      expect(statuses.get(413)).toBeGreaterThan(0);
      expect(statuses.get(415)).toBeGreaterThan(0);
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
        const response = await fetch(`${server.url}${endpoint}`, {
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

  it('survives bodies shorter than their Content-Length and clients that hang up', async () => {
    const { port } = new URL(server.url);
    for (const endpoint of ENDPOINTS) {
      for (const cut of [0, 1, 10]) {
        await new Promise<void>((resolve, reject) => {
          const socket = net.connect(Number(port), '127.0.0.1', () => {
            const body = '{"messages":[{"role":"user","content":"hola"}]}'.slice(0, cut);
            socket.end(
              [
                `POST ${endpoint} HTTP/1.1`,
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
