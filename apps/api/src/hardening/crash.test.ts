import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@studio/shared';
import { createDatabase } from '../db/index.js';
import { startServer as startBuiltServer } from '../../../../scripts/start-server.mjs';
import { backends, createPgSchema, makeTempDir } from '../test/helper.js';

/**
 * Crashes, on the built server (apps/api/dist/server.js) in a child process: a SIGKILL while
 * leads are posted loses none that was answered 201, and after a restart the outbox delivers
 * every e-mail of those leads to a real SMTP server (at least once: a mail the SMTP server had
 * taken when the process died, before the row was marked sent, goes again; the test bounds
 * those repeats by the rows left `sending`); a SIGTERM finishes every request that had
 * reached the server. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));

const LEAD = {
  project_type: 'web-personal',
  web_purpose: 'portfolio',
  budget_range: 'menos-1k',
  name: 'Crash Test',
  consent: true,
  hp: '',
};

beforeAll(() => {
  // Build the API (incremental: quick when `npm run build` already ran).
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}, 180_000);

interface Session {
  url: string;
  headers: Record<string, string>;
}

async function session(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/v1/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return {
    url,
    headers: {
      'content-type': 'application/json',
      origin: url,
      cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '',
      [CSRF_HEADER]: csrfToken,
    },
  };
}

/** One e-mail as the SMTP server took it: envelope recipients and the raw message. */
interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function smtpServer(received: Received[]): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  // The server process is killed mid-delivery on purpose: its SMTP connection resets. That is
  // the test's point, not a failure (without a listener the reset would be an uncaught error).
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  const net = (server as unknown as { server: Server }).server;
  const port = await new Promise<number>((resolve, reject) => {
    net.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Which mail of which lead a received message is: the visitor's confirmation goes to the
 * lead's address; the studio's notice goes to the studio and answers to the lead's address
 * (Reply-To). Keys like `visitor:<email>` and `studio:<email>`.
 */
function mailKey({ to, raw }: Received): string {
  const recipient = (to[0] ?? '').toLowerCase();
  if (recipient.endsWith('@example.com')) return `visitor:${recipient}`;
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const replyTo = /^reply-to:.*?<?([^\s<>]+@[^\s<>]+)>?\s*$/im.exec(headers)?.[1];
  return `studio:${(replyTo ?? '').toLowerCase()}`;
}

// Kills and restarts of the built server: `npm test` and CI run them, `npm run test:quick` not.
describe.skipIf(Boolean(process.env.TEST_QUICK)).each(backends)(
  'the built server on $name',
  ({ postgres }) => {
    let dataDir: string;
    let env: Record<string, string>;
    let dropSchema: (() => Promise<void>) | undefined;
    const received: Received[] = [];
    let smtp: { url: string; close(): Promise<void> };

    beforeAll(async () => {
      dataDir = await makeTempDir();
      const schema = postgres ? await createPgSchema() : null;
      dropSchema = schema?.drop;
      smtp = await smtpServer(received);
      env = {
        DATA_DIR: dataDir,
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        RATE_LIMIT_MAX: '1000000',
        LEADS_RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'error',
        SMTP_URL: smtp.url,
      };
    });
    afterAll(async () => {
      await smtp?.close();
      await dropSchema?.();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('loses no lead answered 201 when killed with SIGKILL mid-stream', async () => {
      const first = await startBuiltServer({ env });
      const { url } = first;
      const client = await session(url);
      const accepted: string[] = []; // tracking tokens of the leads answered 201
      const acceptedEmails: string[] = [];
      let killed = false;
      let sent = 0;

      const worker = async (n: number) => {
        for (let i = 0; !killed; i++) {
          sent++;
          try {
            const email = `w${n}.${i}@example.com`;
            const response = await fetch(`${url}/api/v1/leads`, {
              method: 'POST',
              headers: client.headers,
              body: JSON.stringify({ ...LEAD, email }),
            });
            if (response.status !== 201) throw new Error(`answered ${response.status}`);
            const { trackingUrl } = (await response.json()) as { trackingUrl: string };
            accepted.push(new URL(trackingUrl).searchParams.get('t') ?? '');
            acceptedEmails.push(email);
            if (accepted.length === 40 && !killed) {
              killed = true;
              first.process.kill('SIGKILL');
            }
          } catch (error) {
            if (!killed) throw error; // before the kill, every post must succeed
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));
      await new Promise((resolve) =>
        first.process.exitCode !== null || first.process.signalCode !== null
          ? resolve(null)
          : first.process.once('exit', resolve),
      );
      expect(first.process.signalCode).toBe('SIGKILL');
      expect(accepted.length).toBeGreaterThanOrEqual(40);
      // Usually some were in flight at the kill; on a very busy machine all may have been answered.
      expect(sent).toBeGreaterThanOrEqual(accepted.length);

      // What the dead process left: messages claimed but not marked sent, and still to send.
      const before = await createDatabase({
        DATABASE_URL: env.DATABASE_URL,
        DATA_DIR: dataDir,
      });
      const left = await before.db
        .selectFrom('outbox')
        .select(['status'])
        .where('status', 'in', ['sending', 'pending'])
        .execute();
      // A row the dead process had claimed is taken again when its claim's lease (CLAIM_LEASE_MS,
      // ten minutes) ends; the test does not wait ten minutes: it lets the lease run out now.
      await before.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where('status', '=', 'sending')
        .execute();
      await before.close();
      const sendingAtKill = left.filter((row) => row.status === 'sending').length;
      const deliveredBeforeRestart = received.length;

      const second = await startBuiltServer({ env });
      try {
        const missing: string[] = [];
        for (const token of accepted) {
          const response = await fetch(`${second.url}/api/v1/leads/track?t=${token}`);
          if (response.status !== 200) missing.push(token);
        }
        expect(missing).toEqual([]);

        // The outbox picks up where the dead process stopped: both e-mails of every lead
        // answered 201 reach the SMTP server.
        const expected = acceptedEmails.flatMap((email) => [`studio:${email}`, `visitor:${email}`]);
        await expect
          .poll(
            () => {
              const got = new Set(received.map(mailKey));
              return expected.filter((key) => !got.has(key));
            },
            { timeout: 60_000, interval: 100 },
          )
          .toEqual([]);
        // At least once, and twice only for a mail that was on the wire at the kill.
        const counts = new Map<string, number>();
        for (const mail of received)
          counts.set(mailKey(mail), (counts.get(mailKey(mail)) ?? 0) + 1);
        const repeats = [...counts.values()].reduce((sum, count) => sum + count - 1, 0);
        expect(repeats).toBeLessThanOrEqual(sendingAtKill);
        // Each message keeps one Message-ID (its outbox row's) however often it went out.
        const ids = new Map<string, Set<string>>();
        for (const mail of received) {
          const id = /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1] ?? '';
          expect(id).toMatch(/^<[0-9a-f-]{36}@[\w.-]+>$/);
          ids.set(mailKey(mail), (ids.get(mailKey(mail)) ?? new Set()).add(id));
        }
        expect([...ids.values()].every((set) => set.size === 1)).toBe(true);
        expect(
          new Set(received.map((mail) => /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1])).size,
        ).toBe(counts.size);
        console.info(
          `SIGKILL: ${accepted.length} leads answered 201, ${deliveredBeforeRestart} mails delivered before the kill, ${left.length} left in the outbox (${sendingAtKill} mid-send), ${received.length} delivered in all, ${repeats} repeated`,
        );

        // And it takes new leads on the same data.
        const again = await session(second.url);
        const response = await fetch(`${second.url}/api/v1/leads`, {
          method: 'POST',
          headers: again.headers,
          body: JSON.stringify({ ...LEAD, email: 'after@example.com' }),
        });
        expect(response.status).toBe(201);
      } finally {
        await second.stop();
      }
    }, 120_000);

    it('answers every request in flight when stopped with SIGTERM', async () => {
      const server = await startBuiltServer({ env });
      const { url } = server;
      const client = await session(url);
      const { port } = new URL(url);
      const IN_FLIGHT = 20;

      // Requests whose bodies are half sent: the server has them, and cannot answer yet.
      const pending = Array.from({ length: IN_FLIGHT }, (_, n) => {
        const body = JSON.stringify({ ...LEAD, email: `term${n}@example.com` });
        const request = http.request({
          host: '127.0.0.1',
          port,
          path: '/api/v1/leads',
          method: 'POST',
          agent: false,
          headers: { ...client.headers, 'content-length': Buffer.byteLength(body) },
        });
        const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
          request.on('response', (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
            response.on('error', reject);
          });
          request.on('error', reject);
        });
        const half = Math.floor(body.length / 2);
        request.write(body.slice(0, half));
        return { request, answer, rest: body.slice(half) };
      });
      // Connections are accepted in order: once a later request is answered, all are accepted.
      expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
      server.process.kill('SIGTERM');
      // The server stops listening, but every request it holds gets its whole answer.
      for (const { request, rest } of pending) request.end(rest);
      const answers = await Promise.all(pending.map(({ answer }) => answer));
      for (const { status, body } of answers) {
        expect(status).toBe(201);
        expect(JSON.parse(body)).toHaveProperty('trackingUrl');
      }
      expect(await exited).toBe(0);
      await server.stop();
    }, 60_000);
  },
);
