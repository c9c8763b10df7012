import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { findLeadById } from '../leads/lead-repository.js';
import {
  backends,
  createPgSchema,
  getCsrf,
  postHeaders,
  startServer,
  type TestServer,
} from '../test/helper.js';
import {
  closeSmtp,
  decode,
  htmlPart,
  listen,
  smtpServer,
  type Received,
} from '../test/smtp-sink.js';
import { BACKOFF_BASE_MS, CLAIM_LEASE_MS, SMTP_TIMEOUTS, backoffMs } from './outbox-worker.js';

const LEAD = {
  project_type: 'web-empresarial',
  industry: 'Arquitectura <script>alert(1)</script>',
  name: 'Núria <b>Vidal</b>',
  email: 'nuria@example.com',
  company: 'Vidal & Fills',
  message: 'Hola "estudio"',
  consent: true,
  lang: 'ca',
};

async function postLead(server: TestServer, body: unknown) {
  const pair = await getCsrf(server.url);
  return fetch(`${server.url}/api/v1/leads`, {
    method: 'POST',
    headers: postHeaders(pair, server.url),
    body: JSON.stringify(body),
  });
}

function outboxRows(server: TestServer) {
  return server.app.db.selectFrom('outbox').selectAll().orderBy('created_at').execute();
}

describe('SMTP timeouts', () => {
  it('end a delivery well inside the claim lease, so no other worker sends it again', () => {
    const worst =
      SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(worst * 2).toBeLessThan(CLAIM_LEASE_MS);
  });
});

describe('backoff', () => {
  it('doubles from 30 s up to 6 hours', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30)).toBe(6 * 60 * 60 * 1000);
  });
});

describe.each(backends)('the outbox on $name', ({ postgres }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });
  afterAll(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });

  async function start(env: Record<string, string>, now: () => Date) {
    const schema = postgres ? await createPgSchema() : null;
    const server = await startServer({
      env: { ...(schema ? { DATABASE_URL: schema.url } : {}), LEADS_RATE_LIMIT_MAX: '100', ...env },
      outbox: { now },
    });
    cleanups.push(async () => {
      await server.close();
      await schema?.drop();
    });
    return server;
  }

  it('keeps the lead while SMTP refuses connections and delivers once it listens', async () => {
    // Find a free port, then leave it closed: connections are refused.
    const received: Received[] = [];
    const probe = smtpServer(received);
    const port = await listen(probe);
    await closeSmtp(probe);

    // The worker's clock stands still a minute ahead of real time (every stored row is due),
    // and moves only when the test says so: how long a step takes on a loaded machine never counts.
    let now = Date.now() + 60_000;
    const clock = () => now;
    const server = await start(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Ona Studio <hola@onastudio.es>',
        STUDIO_EMAIL: 'leads@onastudio.es',
        PUBLIC_URL: 'https://onastudio.es',
      },
      () => new Date(clock()),
    );

    const response = await postLead(server, LEAD);
    expect(response.status).toBe(201);
    const { id, trackingUrl } = (await response.json()) as { id: string; trackingUrl: string };
    expect(trackingUrl).toMatch(/^https:\/\/onastudio\.es\/seguimiento\?lang=ca&t=[\w-]{43}$/);

    // The lead and its two mails were stored before the answer.
    expect(await findLeadById(server.app.db, id)).not.toBeNull();
    expect((await outboxRows(server)).map((row) => row.status)).toEqual(['pending', 'pending']);

    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 2, held: 0 });
    let rows = await outboxRows(server);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]?.last_error).toMatch(/ECONNREFUSED/);
    const retryAt = Date.parse(rows[0]?.next_attempt_at ?? '');
    expect(retryAt - clock()).toBe(BACKOFF_BASE_MS);

    // The mail server comes back; nothing goes out before the retry is due.
    const smtp = smtpServer(received);
    await listen(smtp, port);
    cleanups.push(() => closeSmtp(smtp));
    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0, held: 0 });
    now += BACKOFF_BASE_MS;
    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 2, failed: 0, held: 0 });
    rows = await outboxRows(server);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(await findLeadById(server.app.db, id)).not.toBeNull();

    // One to the studio, one to the visitor (in Catalan, with the tracking link).
    expect(received.map((mail) => mail.to).sort()).toEqual([
      ['leads@onastudio.es'],
      ['nuria@example.com'],
    ]);
    const studio = decode(received.find((mail) => mail.to[0] === 'leads@onastudio.es')?.raw ?? '');
    expect(studio).toMatch(/^Reply-To: nuria@example\.com/m);
    expect(studio).toMatch(/^From: Ona Studio <hola@onastudio\.es>/m);
    // Visitor text is escaped in the HTML part.
    expect(studio).toContain('Arquitectura &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(studio).toContain('Núria &lt;b&gt;Vidal&lt;/b&gt;');
    expect(studio).not.toContain('<script>alert(1)</script></td>');
    expect(studio).not.toContain('<b>Vidal</b></td>');
    const visitor = decode(received.find((mail) => mail.to[0] === 'nuria@example.com')?.raw ?? '');
    expect(visitor).toContain(trackingUrl.replaceAll('&', '&amp;'));
    expect(visitor).toMatch(/Subject: .*=\?UTF-8\?|Subject: Hem rebut/);
  });

  it('escapes script and template payloads in every mail, and lets nobody add a recipient', async () => {
    const received: Received[] = [];
    const smtp = smtpServer(received);
    const port = await listen(smtp);
    cleanups.push(() => closeSmtp(smtp));
    const server = await start(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Ona Studio <hola@onastudio.es>',
        STUDIO_EMAIL: 'leads@onastudio.es',
        PUBLIC_URL: 'https://onastudio.es',
      },
      () => new Date(Date.now() + 60_000),
    );
    const payloads = {
      industry: '<img src=x onerror=alert(1)>',
      name: '"><iframe srcdoc="<script>alert(1)</script>">\r\nBcc: evil@example.com',
      company: '<svg onload=alert(1)>',
      message: '<a href="javascript:alert(1)">x</a> {{7*7}} ${7*7} <%= 7*7 %> #{7*7}',
    };
    const response = await postLead(server, { ...LEAD, ...payloads, email: 'laia@example.com' });
    expect(response.status).toBe(201);
    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 2, failed: 0, held: 0 });

    // Only the studio and the visitor receive anything.
    expect(received.map((mail) => mail.to).sort()).toEqual([
      ['laia@example.com'],
      ['leads@onastudio.es'],
    ]);
    for (const mail of received) {
      const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
      expect(headers, 'no header comes from visitor text').not.toMatch(/^(Bcc|Cc):/im);
      expect(headers).not.toContain('evil@example.com');
      const html = htmlPart(mail.raw);
      expect(html, `${mail.to[0]}: an HTML part`).toMatch(/<\/p>|<\/td>/);
      // No tag, attribute or URL from the visitor reaches the HTML as markup.
      for (const markup of ['<img', '<svg', '<iframe', '<script', 'href="javascript:']) {
        expect(html, `${mail.to[0]}: ${markup}`).not.toContain(markup);
      }
      expect(html, 'no event handler inside a tag').not.toMatch(/<[^>]*\son\w+=/i);
    }
    const studio = htmlPart(
      received.find((mail) => mail.to[0] === 'leads@onastudio.es')?.raw ?? '',
    );
    expect(studio).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(studio).toContain('&lt;svg onload=alert(1)&gt;');
    expect(studio).toContain('&quot;&gt;&lt;iframe srcdoc=&quot;&lt;script&gt;');
    expect(studio).toContain('&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;');
    // Template syntax is text: nothing evaluates it.
    expect(studio).toContain('{{7*7}} ${7*7} &lt;%= 7*7 %&gt; #{7*7}');
    const visitor = htmlPart(received.find((mail) => mail.to[0] === 'laia@example.com')?.raw ?? '');
    expect(visitor).toContain('&quot;&gt;&lt;iframe');
  });

  it('gives up on a mail server that accepts but never answers, and retries later', async () => {
    // Accepts TCP connections and stays silent: no greeting, ever.
    const sockets: Socket[] = [];
    const hung = createTcpServer((socket) => sockets.push(socket));
    const port = await listen(hung);
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    });
    const server = await start(
      {
        // The test shortens the greeting wait through the URL (production: SMTP_TIMEOUTS).
        SMTP_URL: `smtp://127.0.0.1:${port}/?greetingTimeout=300`,
        MAIL_FROM: 'Ona Studio <hola@onastudio.es>',
        STUDIO_EMAIL: 'leads@onastudio.es',
      },
      () => new Date(Date.now() + 60_000),
    );
    expect((await postLead(server, LEAD)).status).toBe(201);
    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 2, held: 0 });
    const rows = await outboxRows(server);
    // Back to pending with a retry time, not left claimed ('sending') until the lease ends.
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]?.last_error).toMatch(/greeting/i);
    expect(sockets.length).toBeGreaterThanOrEqual(1);
  });

  it('with nothing configured, logs and keeps the messages', async () => {
    const server = await start({}, () => new Date());
    expect((await postLead(server, LEAD)).status).toBe(201);
    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0, held: 2 });
    const rows = await outboxRows(server);
    expect(rows.map((row) => row.status)).toEqual(['held', 'held']);
    expect(rows.map((row) => row.kind)).toEqual(['mail', 'mail']);
    // A later pass does not touch held messages.
    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0, held: 0 });
  });

  it('posts the webhook, retrying while it fails', async () => {
    const hits: unknown[] = [];
    let status = 503;
    const hook = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        hits.push(JSON.parse(body));
        response.writeHead(status).end();
      });
    });
    const port = await listen(hook);
    cleanups.push(() => new Promise((resolve) => hook.close(resolve)));
    // The worker's clock stands still a minute ahead of real time (every stored row is due),
    // and moves only when the test says so: how long a step takes on a loaded machine never counts.
    let now = Date.now() + 60_000;
    const clock = () => now;
    const server = await start(
      { LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` },
      () => new Date(clock()),
    );
    const response = await postLead(server, LEAD);
    const { id } = (await response.json()) as { id: string };
    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 1, held: 2 });
    status = 200;
    now += BACKOFF_BASE_MS;
    expect(await server.app.outbox.deliverDue()).toEqual({ sent: 1, failed: 0, held: 0 });
    expect(hits).toHaveLength(2);
    expect(hits[1]).toMatchObject({
      event: 'lead.created',
      lead: { id, project_type: 'web-empresarial', email: 'nuria@example.com', lang: 'ca' },
    });
  });
});
