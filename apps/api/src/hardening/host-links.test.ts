import path from 'node:path';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@studio/shared';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { writeContentFixture } from '../test/content-fixture.js';
import {
  backends,
  createPgSchema,
  getCsrf,
  makeTempDir,
  postHeaders,
  rawRequest,
  startServer,
  type TestServer,
} from '../test/helper.js';

/**
 * The links in the studio's mails (tracking, newsletter confirm and unsubscribe) carry a token
 * and go to whatever address a request names. They used to follow the request's Host when
 * PUBLIC_URL was unset (the default): a request sent straight to the server with
 * `Host: evil.example` and a matching Origin passed the origin check, and the mail to any
 * address it named linked to http://evil.example/…?t=<token>. Now every link comes from the
 * configured public address (PUBLIC_URL, else settings.json's siteUrl), and the server answers
 * only for its own hosts.
 */

const SITE = 'https://onastudio.es'; // the content fixture's siteUrl
const LEAD = {
  project_type: 'web-personal',
  web_purpose: 'portfolio',
  name: 'Víctima',
  email: 'victim@example.org',
  consent: true,
};
const SIGN_UP = { email: 'victim@example.org', consent: true };

/** Every link (with a token) in the stored messages. */
async function mailedLinks(server: TestServer): Promise<string[]> {
  const rows = await server.app.db.selectFrom('outbox').select('payload').execute();
  return rows.flatMap((row) =>
    [...row.payload.matchAll(/https?:\/\/[^\s"<>\\]+\?[^\s"<>\\]*t=[\w-]+/g)].map(
      (match) => match[0],
    ),
  );
}

describe.each(backends)('hosts and the links in mails, on $name', ({ postgres }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });

  async function start(env: Record<string, string> = {}) {
    const schema = postgres ? await createPgSchema() : null;
    const server = await startServer({
      env: {
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        LEADS_RATE_LIMIT_MAX: '100',
        LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
        ...env,
      },
    });
    cleanups.push(async () => {
      await server.close();
      await schema?.drop();
    });
    return server;
  }

  /** A POST as a client talking straight to the server sends it, with its own Host and Origin. */
  async function postAs(server: TestServer, host: string, endpoint: string, body: unknown) {
    const pair = await getCsrf(server.url);
    const origin = `http://${host}`;
    return rawRequest(server.url, {
      method: 'POST',
      path: `/api/v1/${endpoint}`,
      headers: { ...postHeaders(pair, origin), host },
      body: JSON.stringify(body),
    });
  }

  it('refuses a request for another host (421, the API error shape) and mails nothing', async () => {
    const server = await start();
    for (const [endpoint, body] of [
      ['newsletter', SIGN_UP],
      ['leads', LEAD],
    ] as const) {
      const answer = await postAs(server, 'evil.example', endpoint, body);
      expect(answer.status, `${endpoint}: ${answer.body}`).toBe(421);
      expect(ApiErrorSchema.safeParse(JSON.parse(answer.body)).success).toBe(true);
    }
    expect(await server.app.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await server.app.db.selectFrom('leads').selectAll().execute()).toEqual([]);
    // Pages too, and in the same shape.
    const page = await rawRequest(server.url, { path: '/', headers: { host: 'evil.example' } });
    expect(page.status).toBe(421);
    expect(JSON.parse(page.body)).toEqual({
      error: 'Misdirected request: this server does not answer for that host',
    });
    // The load balancer's probe answers whatever host it names (an instance's address).
    const probe = await rawRequest(server.url, {
      path: '/api/v1/health',
      headers: { host: '10.0.0.11:3000' },
    });
    expect(probe.status).toBe(200);
  });

  it('links to settings.json’s siteUrl without PUBLIC_URL, whatever the request says', async () => {
    const server = await start();
    const port = new URL(server.url).port;
    // Loopback answers with any port (npm start, the tests), and X-Forwarded-Host counts for
    // nothing without TRUST_PROXY.
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `LOCALHOST:${port}`]) {
      const pair = await getCsrf(server.url);
      const answer = await rawRequest(server.url, {
        method: 'POST',
        path: '/api/v1/newsletter',
        headers: {
          ...postHeaders(pair, `http://${host.toLowerCase()}`),
          host,
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
        },
        body: JSON.stringify({ ...SIGN_UP, email: `news.${host.length}.${port}@example.org` }),
      });
      expect(answer.status, answer.body).toBe(202);
    }
    const lead = await postAs(server, `127.0.0.1:${port}`, 'leads', LEAD);
    expect(lead.status, lead.body).toBe(201);
    expect((JSON.parse(lead.body) as { trackingUrl: string }).trackingUrl).toMatch(
      /^https:\/\/onastudio\.es\/seguimiento\?t=[\w-]{43}$/,
    );
    const links = await mailedLinks(server);
    // Three sign-ups x (confirm, unsubscribe) in text and HTML; the lead: two mails, a webhook.
    expect(links.length).toBeGreaterThanOrEqual(3 * 4 + 3);
    for (const link of links) expect(link.startsWith(`${SITE}/`), link).toBe(true);
  });

  it('links to PUBLIC_URL, and a trusted proxy’s X-Forwarded-Host must be a host of the site', async () => {
    const server = await start({
      PUBLIC_URL: 'https://www.ona.example',
      ALLOWED_HOSTS: 'preview.ona.example',
      TRUST_PROXY: 'true',
    });
    const forwarded = async (host: string, forwardedHost: string) => {
      const pair = await getCsrf(server.url);
      return rawRequest(server.url, {
        method: 'POST',
        path: '/api/v1/leads',
        headers: {
          ...postHeaders(pair, `https://${forwardedHost}`),
          host,
          'x-forwarded-host': forwardedHost,
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify(LEAD),
      });
    };
    expect((await forwarded('www.ona.example', 'evil.example')).status).toBe(421);
    expect((await forwarded('evil.example', 'www.ona.example')).status).toBe(421);
    for (const host of ['www.ona.example', 'preview.ona.example']) {
      const answer = await forwarded(host, host);
      expect(answer.status, answer.body).toBe(201);
      expect((JSON.parse(answer.body) as { trackingUrl: string }).trackingUrl).toMatch(
        /^https:\/\/www\.ona\.example\/seguimiento\?t=/,
      );
    }
    const links = await mailedLinks(server);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('https://www.ona.example/'), link).toBe(true);
  });
});

describe('start-up without PUBLIC_URL', () => {
  async function startupLog(env: Record<string, string>): Promise<string> {
    const dir = await makeTempDir();
    let log = '';
    try {
      const config = loadConfig({
        LOG_LEVEL: 'warn',
        DATA_DIR: path.join(dir, 'data'),
        WEB_DIST: path.join(dir, 'web'),
        ...env,
      });
      const app = await buildApp(config, {
        contentDir: await writeContentFixture(path.join(dir, 'content')),
        outboxPollMs: 0,
        logStream: { write: (line) => (log += line) },
      });
      await app.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return log;
  }

  it('warns in production, saying what to set, and still starts', async () => {
    const log = await startupLog({ NODE_ENV: 'production' });
    expect(log).toContain('"level":40');
    expect(log).toContain(
      "PUBLIC_URL is not set: links in e-mails use settings.json's siteUrl (https://onastudio.es)",
    );
    expect(log).toContain('PUBLIC_URL=https://onastudio.es');
    expect(await startupLog({ NODE_ENV: 'production', PUBLIC_URL: SITE })).not.toContain(
      'PUBLIC_URL is not set',
    );
    expect(await startupLog({ NODE_ENV: 'development' })).not.toContain('PUBLIC_URL is not set');
  });
});
