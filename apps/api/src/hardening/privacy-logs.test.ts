import { execFileSync } from 'node:child_process';
import type { Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@studio/shared';
import { startServer as startBuiltServer } from '../../../../scripts/start-server.mjs';
import { redactEmails } from '../lib/redact.js';

/**
 * Privacy in logs: the built server, at the most verbose level, never writes a visitor's
 * e-mail address or message text, not when a lead is stored, not when a chat message is
 * answered, not when the SMTP server rejects the address (its error quotes it).
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));

const EMAIL = 'secret.person@example.org';
const LEAD_MESSAGE = 'Quiero una web para mi panadería secreta';
const CHAT_TEXT = '¿Cuánto cuesta una tienda online para mis cerámicas secretas?';

describe('the logs', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  let rejected = 0;

  beforeAll(async () => {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'],
      { cwd: root, stdio: 'inherit' },
    );
    // An SMTP server that refuses every recipient, quoting the address in its error.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        rejected += 1;
        callback(new Error(`Mailbox <${address.address}> unavailable`));
      },
    });
    const net = (smtp as unknown as { server: Server }).server;
    smtpPort = await new Promise<number>((resolve, reject) => {
      net.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
    });
  }, 180_000);
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('hold no e-mail address nor message text of a lead or a chat', async () => {
    const server = await startBuiltServer({
      env: {
        LOG_LEVEL: 'trace',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        STUDIO_EMAIL: 'studio.inbox@example.org',
      },
    });
    let output = '';
    server.process.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const csrf = await fetch(`${server.url}/api/v1/csrf`);
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const headers = {
        'content-type': 'application/json',
        origin: server.url,
        cookie: csrf.headers.getSetCookie()[0]?.split(';')[0] ?? '',
        [CSRF_HEADER]: csrfToken,
      };
      const lead = await fetch(`${server.url}/api/v1/leads`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          project_type: 'web-personal',
          web_purpose: 'portfolio',
          name: 'Persona Secreta',
          email: EMAIL,
          phone: '+34 611 222 333',
          message: LEAD_MESSAGE,
          consent: true,
          hp: '',
        }),
      });
      expect(lead.status).toBe(201);
      const chat = await fetch(`${server.url}/api/v1/chat`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ messages: [{ role: 'user', content: CHAT_TEXT }], lang: 'es' }),
      });
      expect(chat.status).toBe(200);
      // A rejected body is logged too: its text must not be.
      const bad = await fetch(`${server.url}/api/v1/leads`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: EMAIL, message: LEAD_MESSAGE }),
      });
      expect(bad.status).toBe(400);

      // The outbox tries the e-mails (it polls every 5 s) and logs the SMTP rejection.
      await expect
        .poll(() => /Outbox delivery failed/.test(output), { timeout: 20_000, interval: 200 })
        .toBe(true);
      expect(rejected).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
    // The log is there and says what happened...
    expect(output).toMatch(/"msg":"Lead stored"/);
    expect(output).toMatch(/"url":"\/api\/v1\/chat"/);
    // ...without the person.
    for (const secret of [EMAIL, 'studio.inbox@example.org', 'Persona Secreta', '611 222 333']) {
      expect(output).not.toContain(secret);
    }
    for (const text of [LEAD_MESSAGE, CHAT_TEXT, 'panadería', 'cerámicas']) {
      expect(output).not.toContain(text);
    }
    expect(output).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  }, 60_000);
});

describe('redactEmails', () => {
  it('replaces every address and keeps the rest', () => {
    expect(
      redactEmails('550 Mailbox <ana.puig+web@example.co.uk> unavailable; cc bo@x.es, ok'),
    ).toBe('550 Mailbox <[e-mail]> unavailable; cc [e-mail], ok');
  });
});
