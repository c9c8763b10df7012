import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { Migrator, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/index.js';
import { migrations } from '../db/migrations/index.js';
import { hashToken } from '../leads/lead-repository.js';
import { redactUrl } from '../lib/redact.js';
import {
  backends,
  createPgSchema,
  getCsrf,
  makeTempDir,
  postHeaders,
  startServer,
  startServerOn,
  type TestServer,
} from '../test/helper.js';
import { listen, startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { columnsHolding } from '../test/traces.js';

/**
 * A tracking token (and a newsletter confirm or unsubscribe token) opens what it names to
 * whoever holds it; only its SHA-256 is meant to be kept. Two places kept it whole: the
 * request log at `info` (`/api/v1/leads/track?t=…`), and the outbox rows of delivered mails
 * (their rendered bodies hold the links). Neither does now.
 */

const LEAD = {
  project_type: 'web-personal',
  web_purpose: 'portfolio',
  name: 'Carla Rius',
  email: 'carla@example.org',
  consent: true,
};

async function postJson(server: TestServer, endpoint: string, body: unknown) {
  const pair = await getCsrf(server.url);
  return fetch(`${server.url}/api/v1/${endpoint}`, {
    method: 'POST',
    headers: postHeaders(pair, server.url),
    body: JSON.stringify(body),
  });
}

async function trackingToken(server: TestServer): Promise<string> {
  const response = await postJson(server, 'leads', LEAD);
  expect(response.status).toBe(201);
  const { trackingUrl } = (await response.json()) as { trackingUrl: string };
  return new URL(trackingUrl).searchParams.get('t') ?? '';
}

describe('redactUrl', () => {
  it('replaces the value of t and of token-like parameters, and keeps the rest', () => {
    expect(redactUrl('/api/v1/leads/track?t=abc')).toBe('/api/v1/leads/track?t=[redacted]');
    expect(redactUrl('/seguimiento?lang=ca&t=abc&x=1')).toBe(
      '/seguimiento?lang=ca&t=[redacted]&x=1',
    );
    expect(redactUrl('/a?%74=abc&T=def')).toBe('/a?%74=[redacted]&T=[redacted]');
    expect(redactUrl('/a?access_token=1&apiKey=2&secret=3&code=4&sig=5&password=6')).toBe(
      '/a?access_token=[redacted]&apiKey=[redacted]&secret=[redacted]&code=[redacted]&sig=[redacted]&password=[redacted]',
    );
    expect(redactUrl('/a?lang=en&page=2&t')).toBe('/a?lang=en&page=2&t');
    expect(redactUrl('/a/b')).toBe('/a/b');
    expect(redactUrl('/a?%E0%A4%A=1&t=x')).toBe('/a?%E0%A4%A=1&t=[redacted]');
  });
});

describe('the request log', () => {
  let server: TestServer;
  let log = '';
  beforeAll(async () => {
    server = await startServer({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => (log += line) },
    });
  });
  afterAll(() => server.close());

  it('records every request at info without the tokens of its query string', async () => {
    const token = await trackingToken(server);
    expect(token).toMatch(/^[\w-]{43}$/);
    const paths = [
      `/api/v1/leads/track?t=${token}`,
      `/api/v1/leads/track?lang=en&t=${token}`,
      `/api/v1/leads/track?%74=${token}`,
      `/seguimiento?t=${token}`,
      `/api/v1/newsletter/confirm?t=${token}`,
      `/api/v1/newsletter/unsubscribe?t=${token}`,
      `/api/v1/nowhere?token=${token}`,
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      await response.body?.cancel();
    }
    expect((await fetch(`${server.url}/api/v1/leads/track?t=${token}`)).status).toBe(200);
    // The requests are in the log, each with its path...
    expect(log).toContain('"url":"/api/v1/leads/track?t=[redacted]"');
    expect(log).toContain('"url":"/api/v1/leads/track?lang=en&t=[redacted]"');
    expect(log).toContain('"url":"/seguimiento?t=[redacted]"');
    expect(log).toContain('"url":"/api/v1/newsletter/confirm?t=[redacted]"');
    // ...and the token nowhere.
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 20));
  });
});

describe.each(backends)('delivered messages on $name', ({ postgres }) => {
  let smtp: SmtpSink;
  let hook: Server;
  let hookPort: number;
  const hooked: string[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        hooked.push(body);
        response.writeHead(204).end();
      });
    });
    hookPort = await listen(hook);
  });
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });
  afterAll(async () => {
    await smtp.close();
    await new Promise((resolve) => hook.close(resolve));
  });

  it('keep no link and no token once sent: only the token’s hash stays', async () => {
    const server = await startServerOn(postgres, {
      env: {
        SMTP_URL: smtp.url,
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
        STUDIO_EMAIL: 'studio@ona.example',
      },
    });
    cleanups.push(() => server.close());
    const token = await trackingToken(server);
    expect(
      (await postJson(server, 'newsletter', { email: 'nil@example.org', consent: true })).status,
    ).toBe(202);
    const [pending] = await server.app.db
      .selectFrom('outbox')
      .select('payload')
      .where('recipient', '=', 'nil@example.org')
      .execute();
    const newsletterTokens = [
      ...(pending?.payload ?? '').matchAll(/newsletter\/(?:confirm|unsubscribe)\?t=([\w-]{43})/g),
    ].map((match) => match[1] ?? '');
    expect(new Set(newsletterTokens).size).toBe(2);

    // Until delivered, the messages hold the links (they must: only the hash is kept elsewhere).
    expect(await columnsHolding(server.app.db, [token])).toEqual(['outbox.payload']);

    const before = smtp.received.length;
    const report = await server.app.outbox.deliverDue();
    // The lead's studio mail, confirmation and webhook; the newsletter's confirmation.
    expect(report).toMatchObject({ sent: 4, failed: 0 });
    expect(smtp.received.length - before).toBe(3);
    expect(hooked.join('\n')).toContain(token);

    // ...and the rows keep who and what, no body.
    const rows = await server.app.db
      .selectFrom('outbox')
      .select(['kind', 'status', 'payload'])
      .orderBy('kind')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    for (const row of rows) {
      expect(row.payload).not.toMatch(/[?&](?:amp;)?t=|seguimiento|https?:/);
      const stored = JSON.parse(row.payload) as Record<string, unknown>;
      if (row.kind === 'mail') {
        expect(Object.keys(stored).sort()).toEqual(
          stored.replyTo === undefined ? ['subject', 'to'] : ['replyTo', 'subject', 'to'],
        );
      } else {
        expect(stored).toEqual({ event: 'lead.created', lead: { id: expect.any(String) } });
      }
    }
    for (const secret of [token, ...newsletterTokens]) {
      expect(await columnsHolding(server.app.db, [secret])).toEqual([]);
    }
    expect(await columnsHolding(server.app.db, [hashToken(token)])).toEqual([
      'leads.tracking_hash',
    ]);
  });

  it('migration 007 strips the rows delivered before it, and leaves the waiting ones whole', async () => {
    const schema = postgres ? await createPgSchema() : null;
    const dir = await makeTempDir();
    const handle = await createDatabase({ DATA_DIR: dir, DATABASE_URL: schema?.url });
    cleanups.push(async () => {
      await handle.close();
      await schema?.drop();
      await rm(dir, { recursive: true, force: true });
    });
    const link = 'https://onastudio.es/seguimiento?t=tttttttttttttttttttttttttttttttttttttttttttt';
    const row = (id: string, kind: string, status: string, payload: unknown) => ({
      id,
      lead_id: null,
      kind,
      recipient: 'old@example.org',
      payload: JSON.stringify(payload),
      status,
      attempts: status === 'sent' ? 1 : 0,
      next_attempt_at: '2026-01-01T00:00:00.000Z',
      last_error: null,
      created_at: '2026-01-01T00:00:00.000Z',
      sent_at: status === 'sent' ? '2026-01-01T00:00:01.000Z' : null,
    });
    const mail = {
      to: 'old@example.org',
      replyTo: 'info@onastudio.es',
      subject: 'Hola',
      text: link,
      html: link,
    };
    await handle.db
      .insertInto('outbox')
      .values([
        row('a-sent-mail', 'mail', 'sent', mail),
        row('b-sent-hook', 'webhook', 'sent', {
          event: 'lead.created',
          lead: { id: 'L1', tracking_url: link },
        }),
        row('c-pending-mail', 'mail', 'pending', mail),
        row('d-held-mail', 'mail', 'held', mail),
      ])
      .execute();
    // As a database whose rows were delivered before the migration: forget that it ran, and
    // run what is missing (that one only, whatever later migrations there are).
    await sql`delete from kysely_migration where name = '007_sent_outbox_bodies'`.execute(
      handle.db,
    );
    const current = postgres
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(handle.db)).rows[0]
          ?.name
      : undefined;
    const migrator = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: current,
      allowUnorderedMigrations: true,
    });
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((result) => result.migrationName)).toEqual(['007_sent_outbox_bodies']);

    const stored = Object.fromEntries(
      (await handle.db.selectFrom('outbox').select(['id', 'payload']).execute()).map((r) => [
        r.id,
        JSON.parse(r.payload) as unknown,
      ]),
    );
    expect(stored).toEqual({
      'a-sent-mail': { to: 'old@example.org', replyTo: 'info@onastudio.es', subject: 'Hola' },
      'b-sent-hook': { event: 'lead.created', lead: { id: 'L1' } },
      'c-pending-mail': mail,
      'd-held-mail': mail,
    });
  });
});
