import type { Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadMessage } from '@studio/shared';
import { eraseEmail } from '../leads/lead-repository.js';
import {
  backends,
  createPgSchema,
  getCsrf,
  postHeaders,
  startServer,
  type TestServer,
} from '../test/helper.js';

/**
 * The address that gets mail is the stored one. `<victim@evil.com>x.y` and
 * `g:victim@evil.com;` used to pass the address check: the lead or subscription was stored as
 * typed, nodemailer read victim@evil.com out of it and mailed that, and
 * `leads erase victim@evil.com` found nothing. Every way in now refuses anything but a bare
 * `local@domain` (shared/email.ts), and the mailer hands nodemailer the address as an object.
 */

const HOSTILE = [
  '<victim@evil.com>x.y',
  'g:victim@evil.com;',
  'Ana <victim@evil.com>',
  'victim@evil.com (ana@example.com)',
  '"victim@evil.com"@example.com',
  'ana@example.com, victim@evil.com',
  'victim%evil.com@example.com',
];

const BODIES = {
  leads: (email: string) => ({
    project_type: 'web-personal',
    web_purpose: 'portfolio',
    name: 'Ana',
    email,
    consent: true,
    hp: '',
  }),
  newsletter: (email: string) => ({ email, consent: true, hp: '' }),
  'chat/handover': (email: string) => ({
    email,
    consent: true,
    hp: '',
    messages: [{ role: 'user', content: '¿Hacéis tiendas online?' }],
  }),
};

describe.each(backends)('e-mail addresses on $name', ({ postgres }) => {
  let smtp: SMTPServer;
  let smtpPort: number;
  const recipients: string[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        recipients.push(address.address);
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    const net = (smtp as unknown as { server: Server }).server;
    smtpPort = await new Promise<number>((resolve) =>
      smtp.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port)),
    );
  });
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  async function start(): Promise<TestServer> {
    const schema = postgres ? await createPgSchema() : null;
    const server = await startServer({
      env: {
        ...(schema ? { DATABASE_URL: schema.url } : {}),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        STUDIO_EMAIL: 'studio@ona.example',
        LEADS_RATE_LIMIT_MAX: '1000',
        HANDOVER_RATE_LIMIT_MAX: '1000',
      },
    });
    cleanups.push(async () => {
      await server.close();
      await schema?.drop();
    });
    return server;
  }

  async function post(server: TestServer, endpoint: keyof typeof BODIES, email: string) {
    const pair = await getCsrf(server.url);
    return fetch(`${server.url}/api/v1/${endpoint}?lang=en`, {
      method: 'POST',
      headers: postHeaders(pair, server.url),
      body: JSON.stringify(BODIES[endpoint](email)),
    });
  }

  it('answers 400 with the e-mail field error on /leads, /newsletter and /chat/handover', async () => {
    const server = await start();
    for (const endpoint of Object.keys(BODIES) as (keyof typeof BODIES)[]) {
      for (const email of HOSTILE) {
        const response = await post(server, endpoint, email);
        const body = (await response.json()) as { errors?: Record<string, string> };
        expect(response.status, `${endpoint} ${email}`).toBe(400);
        expect(body.errors, `${endpoint} ${email}`).toEqual({
          email: leadMessage('lead.errors.email', 'en'),
        });
      }
    }
    const db = server.app.db;
    expect(await db.selectFrom('leads').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    expect(await server.app.outbox.deliverDue()).toMatchObject({ sent: 0 });
  });

  it('mails exactly the stored address, and erase finds it', async () => {
    const server = await start();
    recipients.length = 0;
    const email = "o'brien+quote@sub-domain.example.ie";
    for (const endpoint of Object.keys(BODIES) as (keyof typeof BODIES)[]) {
      expect((await post(server, endpoint, email)).status, endpoint).toBeLessThan(300);
    }
    expect(await server.app.outbox.deliverDue()).toMatchObject({ sent: 5, failed: 0 });
    // The studio's copies go to the studio; the visitor's confirmations (lead, hand-over,
    // newsletter) to the very address stored.
    expect(recipients.sort()).toEqual([
      email,
      email,
      email,
      'studio@ona.example',
      'studio@ona.example',
    ]);
    const lead = await server.app.db.selectFrom('leads').select('email').execute();
    expect(lead.map((row) => row.email)).toEqual([email, email]);
    expect(await eraseEmail(server.app.db, email)).toEqual({ leads: 2, outbox: 5, newsletter: 1 });
  });

  it('sends nothing for a message stored before the rule with a recipient that is not bare', async () => {
    const server = await start();
    recipients.length = 0;
    const now = new Date().toISOString();
    await server.app.db
      .insertInto('outbox')
      .values(
        HOSTILE.slice(0, 2).map((to) => ({
          id: randomUUID(),
          lead_id: null,
          kind: 'mail',
          recipient: to,
          payload: JSON.stringify({
            to,
            replyTo: to,
            subject: 'Hola',
            text: 'Hola',
            html: '<p>Hola</p>',
          }),
          status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          last_error: null,
          created_at: now,
          sent_at: null,
        })),
      )
      .execute();
    expect(await server.app.outbox.deliverDue()).toMatchObject({ sent: 0, failed: 2 });
    expect(recipients).toEqual([]);
    const rows = await server.app.db
      .selectFrom('outbox')
      .select(['status', 'last_error'])
      .execute();
    expect(rows).toEqual([
      { status: 'pending', last_error: 'the recipient is not a bare e-mail address' },
      { status: 'pending', last_error: 'the recipient is not a bare e-mail address' },
    ]);
  });
});
