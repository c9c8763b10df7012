import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@studio/shared';
import {
  backends,
  escapeRegExp,
  getCsrf,
  postHeaders,
  rawRequest,
  startServerOn,
  studioSettings,
  type TestServer,
} from '../test/helper.js';

/**
 * The server answers only for its own hosts: the public address's, loopback with any port, and
 * ALLOWED_HOSTS; in the Host header, and under TRUST_PROXY in X-Forwarded-Host too. Any other
 * gets 421 in the API's error shape, pages and API alike, the health probe excepted; never a
 * 5xx, whatever the header holds (generated, with fixed seeds).
 *
 * The links in the studio's mails (tracking, newsletter confirm and unsubscribe) carry a token
 * and go to whatever address a request names. They used to follow the request's Host when
 * PUBLIC_URL was unset: a request sent straight to the server with `Host: evil.example` and a
 * matching Origin passed the origin check, and the mail linked to http://evil.example/…?t=<token>.
 * Every link now comes from the configured public address (PUBLIC_URL, else settings.json's
 * siteUrl), whatever the request says.
 */

const PUBLIC_URL = 'https://www.ona.example';
const LEAD = {
  project_type: 'web-personal',
  web_purpose: 'portfolio',
  name: 'Víctima',
  email: 'victim@example.org',
  consent: true,
};
const SIGN_UP = { email: 'victim@example.org', consent: true };

const HOST_RUNS = 3_000;
const SEED = 20_261_203;

/** Every link (with a token) in the stored messages. */
async function mailedLinks(server: TestServer): Promise<string[]> {
  const rows = await server.app.db.selectFrom('outbox').select('payload').execute();
  return rows.flatMap((row) =>
    [...row.payload.matchAll(/https?:\/\/[^\s"<>\\]+\?[^\s"<>\\]*t=[\w-]+/g)].map(
      (match) => match[0],
    ),
  );
}

/** A POST to /api/v1/<endpoint> as a client talking straight to the server sends it. */
async function postAs(server: TestServer, endpoint: string, body: unknown, headers = {}) {
  return rawRequest(server.url, {
    method: 'POST',
    path: `/api/v1/${endpoint}`,
    headers: { ...postHeaders(await getCsrf(server.url), server.url), ...headers },
    body: JSON.stringify(body),
  });
}

function expectRefused(status: number, payload: string, context: string): void {
  expect(status, context).toBe(421);
  expect(ApiErrorSchema.safeParse(JSON.parse(payload)).success, context).toBe(true);
}

// ---- The rule, written again from its description (not from the code under test) -------

/** The names the generators dress up: the suite's public and allowed hosts, and loopback. */
const NAMES = ['onastudio.es', 'localhost', '127.0.0.1', '[::1]', 'www.ona.example'];
/** The proxied server's hosts: PUBLIC_URL's, loopback, ALLOWED_HOSTS. */
const ALLOWED = new Set([...NAMES, 'preview.ona.example']);

/** A Host value is the site's when it is an allowed name, in any case, with or without a port. */
function hostIsAllowed(value: string | undefined): boolean {
  if (value === undefined) return false;
  const match = /^(.*?)(?::\d{1,5})?$/s.exec(value);
  return match !== null && ALLOWED.has((match[1] ?? '').toLowerCase());
}

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
        fc.constantFrom(...NAMES),
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

const PATHS = ['/api/v1/csrf', '/', '/servicios', '/api/v1/leads/track?t=x', '/api/v1/nowhere'];

describe.each(backends)('the host guard on $name', ({ postgres }) => {
  /** Without PUBLIC_URL nor TRUST_PROXY, as `npm start` runs. */
  let direct: TestServer;
  /** Behind a trusted proxy (loopback: the test's own requests come from it). */
  let proxied: TestServer;
  /** The proxied server's own POST headers: its Host, Origin, cookie and token. */
  let own: Record<string, string>;

  beforeAll(async () => {
    const env = {
      RATE_LIMIT_MAX: '1000000',
      LEADS_RATE_LIMIT_MAX: '1000000',
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      // Generating thousands of requests keeps the event loop busy: no shedding here.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    direct = await startServerOn(postgres, { env });
    proxied = await startServerOn(postgres, {
      env: {
        ...env,
        PUBLIC_URL,
        ALLOWED_HOSTS: 'onastudio.es,preview.ona.example',
        TRUST_PROXY: 'loopback',
      },
    });
    own = {
      ...postHeaders(await getCsrf(proxied.url), proxied.url),
      host: new URL(proxied.url).host,
    };
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('refuses a request for another host with 421, pages and API alike, and mails nothing', async () => {
    const count = async () => ({
      leads: (await direct.app.db.selectFrom('leads').select('id').execute()).length,
      outbox: (await direct.app.db.selectFrom('outbox').select('id').execute()).length,
    });
    const before = await count();
    for (const [endpoint, body] of [
      ['newsletter', SIGN_UP],
      ['leads', LEAD],
    ] as const) {
      const headers = { host: 'evil.example', origin: 'http://evil.example' };
      const answer = await postAs(direct, endpoint, body, headers);
      expectRefused(answer.status, answer.body, `${endpoint}: ${answer.body}`);
    }
    expect(await count()).toEqual(before);
    const page = await rawRequest(direct.url, { path: '/', headers: { host: 'evil.example' } });
    expect(page.status).toBe(421);
    expect(JSON.parse(page.body)).toEqual({
      error: 'Misdirected request: this server does not answer for that host',
    });
  });

  it('answers loopback with any port, ignores X-Forwarded-Host without TRUST_PROXY, and links to settings.json’s siteUrl', async () => {
    const port = new URL(direct.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `LOCALHOST:${port}`]) {
      const answer = await postAs(
        direct,
        'newsletter',
        { ...SIGN_UP, email: `news.${host.length}.${port}@example.org` },
        {
          host,
          origin: `http://${host.toLowerCase()}`,
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        },
      );
      expect(answer.status, answer.body).toBe(202);
    }
    const lead = await postAs(direct, 'leads', LEAD, { host: `127.0.0.1:${port}` });
    expect(lead.status, lead.body).toBe(201);
    // settings.json's siteUrl (or STUDIO_SETTINGS' file's), as the server read it.
    const site = new URL(studioSettings(direct).siteUrl).origin;
    expect((JSON.parse(lead.body) as { trackingUrl: string }).trackingUrl).toMatch(
      new RegExp(`^${escapeRegExp(site)}/seguimiento\\?t=[\\w-]{43}$`),
    );
    const links = await mailedLinks(direct);
    // Three sign-ups x (confirm, unsubscribe) in text and HTML; the lead: two mails, a webhook.
    expect(links.length).toBeGreaterThanOrEqual(3 * 4 + 3);
    for (const link of links) expect(link.startsWith(`${site}/`), link).toBe(true);
  });

  it('wants a trusted proxy’s X-Forwarded-Host to be a host of the site too, and links to PUBLIC_URL', async () => {
    const forwarded = (host: string, forwardedHost: string) =>
      postAs(proxied, 'leads', LEAD, {
        host,
        origin: `https://${forwardedHost}`,
        'x-forwarded-host': forwardedHost,
        'x-forwarded-proto': 'https',
      });
    expect((await forwarded('www.ona.example', 'evil.example')).status).toBe(421);
    expect((await forwarded('evil.example', 'www.ona.example')).status).toBe(421);
    for (const host of ['www.ona.example', 'preview.ona.example']) {
      const answer = await forwarded(host, host);
      expect(answer.status, answer.body).toBe(201);
      expect((JSON.parse(answer.body) as { trackingUrl: string }).trackingUrl).toMatch(
        /^https:\/\/www\.ona\.example\/seguimiento\?t=/,
      );
    }
    const links = await mailedLinks(proxied);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  });

  it(`answers ${HOST_RUNS} generated Host headers: 421 unless the site's, never a 5xx`, async () => {
    const seen = { allowed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(hostValue, fc.constantFrom(...PATHS, 'POST'), async (host, path) => {
        // The injector puts its own Host in place of an empty one (the socket test sends it).
        fc.pre(host !== '');
        const response = await proxied.app.inject({
          method: path === 'POST' ? 'POST' : 'GET',
          url: path === 'POST' ? '/api/v1/newsletter' : path,
          headers: { ...own, host },
          payload:
            path === 'POST' ? JSON.stringify({ ...SIGN_UP, email: 'h@example.com' }) : undefined,
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

  it('answers the health probe whatever the Host (a load balancer names an instance by its address)', async () => {
    await fc.assert(
      fc.asyncProperty(hostValue, async (host) => {
        const response = await proxied.app.inject({ url: '/api/v1/health', headers: { host } });
        expect(response.statusCode, JSON.stringify(host)).toBe(200);
      }),
      { numRuns: 300, seed: SEED + 1, examples: [['10.0.0.11:3000']] },
    );
  });

  it('refuses a trusted proxy’s X-Forwarded-Host unless it names the site', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostValue, { minLength: 1, maxLength: 3 }).map((list) => list.join(',')),
        async (forwarded) => {
          fc.pre(forwarded.trim() !== '');
          const response = await proxied.app.inject({
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
    const { port } = new URL(proxied.url);
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
});
