import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/start-server.mjs';
import { startMailSink } from './outbox';

/** A port free right now on loopback, for a server that must know its address before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server once for all the tests (temporary database). Rate limits and load
 * shedding for a busy event loop are off. Every test's browser is the same client to the
 * server, and the chat's own limit (20 messages a minute) would be spent by a handful of chat
 * tests. Two test workers, their browsers and the server share a small CI machine, where the
 * server's event loop can stall past the 1 s limit and a page answers 503 (the shedding itself
 * is tested in apps/api, pressure.test.ts). Links the server writes come from PUBLIC_URL, never
 * from a request's Host, so it is set to the server's own address: the tests follow them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const mailDir = mkdtempSync(path.join(tmpdir(), 'studio-e2e-mail-'));
  const mail = await startMailSink(mailDir);
  const server = await startServer({
    env: {
      // The outbox delivers to a sink on loopback (support/outbox.ts), as to a mail server.
      SMTP_URL: mail.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_MAX: '100000',
      LEADS_RATE_LIMIT_MAX: '100000',
      HANDOVER_RATE_LIMIT_MAX: '100000',
      CHAT_RATE_LIMIT_MAX: '100000',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      // The studio's inbox (/estudio) is on: one address signs in through the form, one per
      // parallel worker shares a session among that worker's tests (inbox.spec.ts).
      STUDIO_USERS: [
        'equipo@e2e.example',
        ...[0, 1, 2, 3].map((i) => `staff${i}@e2e.example`),
      ].join(','),
      STUDIO_SIGN_IN_RATE_LIMIT_MAX: '100000',
      // As in production: tracking tokens derive from it, so the inbox shows their links.
      COOKIE_SECRET: 'e2e-cookie-secret-of-at-least-32-characters',
    },
  });
  process.env.E2E_BASE_URL = server.url;
  // The studio's command line (`npm run leads`) reads the same database in the tests.
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
