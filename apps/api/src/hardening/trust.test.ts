import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@studio/shared';
import { backends, createPgSchema, startServer, type TestServer } from '../test/helper.js';

/**
 * E-mail addresses, generated hostile (as malformed-input.test.ts does for bodies): never a
 * 5xx; an address is accepted only when it is a bare local@domain, and then mail software reads
 * exactly that address back from what was stored. Deterministic: fixed seeds. On SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set. Host headers: plugins/host-guard.test.ts.
 */

const EMAIL_RUNS = 1_500;
const SEED = 20_261_203;

// ---- The rules, written again from their description (not from the code under test) -------

const ATEXT = "[A-Za-z0-9#$&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const BARE_ADDRESS = new RegExp(
  `^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$`,
);

/** A bare local@domain in ASCII, up to 254 characters. */
function isBareAddress(value: string): boolean {
  return value.length <= 254 && BARE_ADDRESS.test(value);
}

// ---- Generators -----------------------------------------------------------------------------

/** Valid-looking addresses, and the same dressed up as mail software reads more than one. */
const emailValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.nat().map((n) => `ana.${n}@example.com`), weight: 2 },
  { arbitrary: fc.emailAddress(), weight: 3 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('', 'Ana <', '"Ana" <', 'g:', '(c)', '<', '"', 'victim@evil.com,', ' '),
        fc.oneof(fc.emailAddress(), fc.constant('victim@evil.com')),
        fc.constantFrom(
          '',
          '>',
          '>x.y',
          ';',
          ' (c)',
          ',victim@evil.com',
          '\r\nBcc: victim@evil.com',
          '.',
          '@evil.com',
          '\u0000',
        ),
      )
      .map(([before, address, after]) => `${before}${address}${after}`),
    weight: 4,
  },
  {
    // One character of the address syntax put anywhere in a plain address.
    arbitrary: fc
      .tuple(
        fc.emailAddress(),
        fc.nat(),
        fc.constantFrom('<', '>', '(', ')', '"', ',', ';', ':', '@', '[', ']', '\\', ' ', '\n'),
      )
      .map(([address, at, char]) => {
        const index = at % (address.length + 1);
        return `${address.slice(0, index)}${char}${address.slice(index)}`;
      }),
    weight: 3,
  },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constantFrom(`${'a'.repeat(250)}@x.es`, 'ana@cafè.cat'), weight: 1 },
);

const ENDPOINTS = {
  '/api/v1/newsletter': (email: string) => ({ email, consent: true, hp: '' }),
  '/api/v1/leads': (email: string) => ({
    project_type: 'web-personal',
    web_purpose: 'portfolio',
    name: 'Ana',
    email,
    consent: true,
    hp: '',
  }),
  '/api/v1/chat/handover': (email: string) => ({
    email,
    consent: true,
    hp: '',
    messages: [{ role: 'user', content: '¿Hacéis webs?' }],
  }),
} as const;
type Endpoint = keyof typeof ENDPOINTS;

describe.each(backends)('trust in what a client says, on $name', ({ postgres }) => {
  let server: TestServer;
  let own: Record<string, string>;
  let dropSchema: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const schema = postgres ? await createPgSchema() : null;
    dropSchema = schema?.drop;
    server = await startServer({
      env: {
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        ALLOWED_HOSTS: 'www.ona.example',
        // Only loopback's X-Forwarded-* count: the injected and socket requests come from it.
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MAX: '1000000',
        LEADS_RATE_LIMIT_MAX: '1000000',
        HANDOVER_RATE_LIMIT_MAX: '1000000',
        // Generating thousands of requests keeps the event loop busy: no shedding here.
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    });
    const csrf = await fetch(`${server.url}/api/v1/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    own = {
      host: new URL(server.url).host,
      origin: server.url,
      cookie: csrf.headers.getSetCookie()[0]?.split(';')[0] ?? '',
      [CSRF_HEADER]: csrfToken,
      'content-type': 'application/json',
    };
  });
  afterAll(async () => {
    await server?.close();
    await dropSchema?.();
  });

  it(`accepts only bare addresses among ${EMAIL_RUNS} generated ones, and stores what mail software reads back`, async () => {
    const outcomes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        emailValue,
        fc.constantFrom(...(Object.keys(ENDPOINTS) as Endpoint[])),
        async (email, endpoint) => {
          await server.app.db.deleteFrom('outbox').execute();
          const response = await server.app.inject({
            method: 'POST',
            url: endpoint,
            headers: own,
            payload: JSON.stringify(ENDPOINTS[endpoint](email)),
          });
          const status = response.statusCode;
          const context = `${status} at ${endpoint} for ${JSON.stringify(email)}`;
          outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
          expect(status, context).toBeLessThan(500);
          const typed = email.trim();
          if (status >= 400) {
            expect(status, context).toBe(400);
            expect(JSON.parse(response.payload).errors, context).toHaveProperty('email');
            expect(isBareAddress(typed), context).toBe(false);
            return;
          }
          // Accepted: every message is about one stored address, bare, read back unchanged.
          const rows = await server.app.db.selectFrom('outbox').select('recipient').execute();
          const stored = [...new Set(rows.map((row) => row.recipient ?? ''))];
          expect(stored, context).toHaveLength(1);
          const address = stored[0] ?? '';
          expect(isBareAddress(address), `${context}: stored ${address}`).toBe(true);
          expect(addressparser(address), context).toEqual([{ address, name: '' }]);
          if (/^[\x20-\x7e]*$/.test(typed)) {
            expect(address.toLowerCase(), context).toBe(typed.toLowerCase());
          }
        },
      ),
      { numRuns: EMAIL_RUNS, seed: SEED + 4, endOnFailure: true },
    );
    expect(outcomes.get(400)).toBeGreaterThan(EMAIL_RUNS / 10);
    expect((outcomes.get(201) ?? 0) + (outcomes.get(202) ?? 0)).toBeGreaterThan(EMAIL_RUNS / 10);
  }, 300_000);
});
