import net from 'node:net';
import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, CSRF_HEADER } from '@studio/shared';
import { backends, createPgSchema, startServer, type TestServer } from '../test/helper.js';

/**
 * What the server takes from a client, generated hostile (as malformed-input.test.ts does for
 * bodies): Host and X-Forwarded-Host headers, and e-mail addresses. Never a 5xx; a host that
 * is not the site's is refused with 421 in the API's error shape (pages and API alike, the
 * health probe excepted); an address is accepted only when it is a bare local@domain, and
 * then mail software reads exactly that address back from what was stored. Deterministic:
 * fixed seeds. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const HOST_RUNS = 3_000;
const EMAIL_RUNS = 1_500;
const SEED = 20_261_203;

// ---- The rules, written again from their description (not from the code under test) -------

/** The fixture's siteUrl host, loopback, and the suite's ALLOWED_HOSTS. */
const ALLOWED = new Set(['onastudio.es', 'localhost', '127.0.0.1', '[::1]', 'www.ona.example']);

/** A Host value is the site's when it is an allowed name, in any case, with or without a port. */
function hostIsAllowed(value: string | undefined): boolean {
  if (value === undefined) return false;
  const match = /^(.*?)(?::\d{1,5})?$/s.exec(value);
  return match !== null && ALLOWED.has((match[1] ?? '').toLowerCase());
}

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

const NOISE = ['@', '#', '/', '\\', '.', ':', ',', ' ', '\t', '%2e', '?', '[', ']', '\u0000', 'é'];

/** Host values: allowed names in every disguise, lookalikes, other names, anything. */
const hostValue: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'evil.example',
      'onastudio.es.evil.example',
      'evil.example#@onastudio.es',
      'onastudio.es@evil.example',
      'user@localhost',
      'localhost.',
      'onastudio.es.',
      '.onastudio.es',
      'www.onastudio.es',
      '127.0.0.1.nip.io',
      '0x7f.0.0.1',
      '2130706433',
      '127.1',
      '[::ffff:127.0.0.1]',
      '[0:0:0:0:0:0:0:1]',
      '::1',
      'localhost:3000/x',
      'localhost:abc',
      'localhost:',
      'localhost:123456',
      ' localhost',
      'localhost ',
      'localhost,evil.example',
      'evil.example, localhost',
      'xn--onastudio-9ya.es',
      'ＬＯＣＡＬＨＯＳＴ',
      'loca\u0000lhost',
      '',
    ),
    weight: 3,
  },
  {
    // An allowed name, in some case, with a port, maybe with noise added.
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ALLOWED),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 99_999 }), { nil: undefined }),
        fc.option(fc.tuple(fc.constantFrom(...NOISE), fc.boolean()), { nil: undefined, freq: 2 }),
      )
      .map(([name, upper, port, noise]) => {
        const host = `${upper ? name.toUpperCase() : name}${port === undefined ? '' : `:${port}`}`;
        if (!noise) return host;
        return noise[1] ? `${noise[0]}${host}` : `${host}${noise[0]}`;
      }),
    weight: 4,
  },
  {
    arbitrary: fc
      .tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }))
      .map(([name, port]) => (port === undefined ? name : `${name}:${port}`)),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 1 },
);

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

const PATHS = ['/api/v1/csrf', '/', '/servicios', '/api/v1/leads/track?t=x', '/api/v1/nowhere'];

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

function expectRefused(status: number, payload: string, context: string): void {
  expect(status, context).toBe(421);
  expect(ApiErrorSchema.safeParse(JSON.parse(payload)).success, context).toBe(true);
}

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

  it(`answers ${HOST_RUNS} generated Host headers: 421 unless the site's, never a 5xx`, async () => {
    const seen = { allowed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(hostValue, fc.constantFrom(...PATHS, 'POST'), async (host, path) => {
        // The injector puts its own Host in place of an empty one (the socket test sends it).
        fc.pre(host !== '');
        const response = await server.app.inject({
          method: path === 'POST' ? 'POST' : 'GET',
          url: path === 'POST' ? '/api/v1/newsletter' : path,
          headers: { ...own, host },
          payload:
            path === 'POST'
              ? JSON.stringify(ENDPOINTS['/api/v1/newsletter']('h@example.com'))
              : undefined,
        });
        const context = `${response.statusCode} for Host ${JSON.stringify(host)} ${path}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (hostIsAllowed(host)) {
          seen.allowed += 1;
          expect(response.statusCode, context).not.toBe(421);
        } else {
          seen.refused += 1;
          expectRefused(response.statusCode, response.payload, context);
        }
      }),
      { numRuns: HOST_RUNS, seed: SEED, endOnFailure: true },
    );
    // Both sides were reached.
    expect(seen.allowed).toBeGreaterThan(HOST_RUNS / 10);
    expect(seen.refused).toBeGreaterThan(HOST_RUNS / 10);
  }, 120_000);

  it('answers the health probe whatever the Host', async () => {
    await fc.assert(
      fc.asyncProperty(hostValue, async (host) => {
        const response = await server.app.inject({ url: '/api/v1/health', headers: { host } });
        expect(response.statusCode, JSON.stringify(host)).toBe(200);
      }),
      { numRuns: 300, seed: SEED + 1 },
    );
  });

  it('refuses a trusted proxy’s X-Forwarded-Host unless it names the site', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostValue, { minLength: 1, maxLength: 3 }).map((list) => list.join(',')),
        async (forwarded) => {
          fc.pre(forwarded.trim() !== '');
          const response = await server.app.inject({
            url: '/api/v1/csrf',
            headers: { host: own.host ?? '', 'x-forwarded-host': forwarded },
          });
          const parts = forwarded.split(',').map((part) => part.trim());
          const context = `${response.statusCode} for X-Forwarded-Host ${JSON.stringify(forwarded)}`;
          expect(response.statusCode, context).toBeLessThan(500);
          if (!parts.some(hostIsAllowed))
            expectRefused(response.statusCode, response.payload, context);
          if (parts.every(hostIsAllowed)) expect(response.statusCode, context).toBe(200);
        },
      ),
      { numRuns: HOST_RUNS / 3, seed: SEED + 2, endOnFailure: true },
    );
  }, 60_000);

  it('answers hostile Host headers over a real socket, HTTP/1.0 without one too', async () => {
    const { port } = new URL(server.url);
    const send = (head: string) =>
      new Promise<number>((resolve, reject) => {
        let answer = '';
        // Written, not ended: a client that half-closes may get no answer from a slower route.
        // The server closes after answering (HTTP/1.0, or Connection: close).
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
        socket.setTimeout(10_000, () => socket.destroy());
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('error', reject);
        socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
      });
    // Only what can stand in a header line (the parser answers 400 to the rest itself).
    const samples = fc.sample(
      hostValue.filter((host) => !/[\r\n\0]/.test(host)),
      { numRuns: 200, seed: SEED + 3 },
    );
    for (const host of samples) {
      const status = await send(
        `GET /api/v1/csrf HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      const context = `${status} for Host ${JSON.stringify(host)}`;
      expect(status, context).toBeGreaterThanOrEqual(200);
      expect(status, context).toBeLessThan(500);
      // Node reads the value without the spaces and tabs around it, as HTTP says.
      if (hostIsAllowed(host.replace(/^[ \t]+|[ \t]+$/g, ''))) expect(status, context).toBe(200);
      else expect([400, 421], context).toContain(status);
    }
    expect(await send('GET /api/v1/csrf HTTP/1.0\r\n\r\n')).toBe(421);
    expect(await send('GET /api/v1/health HTTP/1.0\r\n\r\n')).toBe(200);
  }, 60_000);

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
