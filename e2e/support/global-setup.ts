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
 * Rate limits are off: every test's browser is the same client, and a handful of chat tests
 * would spend the chat's limit. Load shedding is off: on a small CI machine the event loop can
 * stall past its limit (apps/api/src/plugins/pressure.test.ts tests it). PUBLIC_URL is the
 * server's own address, so the tests can follow the links it writes.
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
