import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadMessage } from '@studio/shared';
import { eraseEmail } from '../leads/lead-repository.js';
import { backends, getCsrf, postHeaders, startServerOn, type TestServer } from '../test/helper.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';

/**
 * The address that gets mail is the stored one, on every way in: the API's side of the rule,
 * whose own cases are in packages/shared/src/email.test.ts. `<victim@evil.com>x.y` and
 * `g:victim@evil.com;` used to pass the address check: the lead or subscription was stored as
 * typed, nodemailer read victim@evil.com out of it and mailed that, and
 * `leads erase victim@evil.com` found nothing. Every way in now refuses anything but a bare
 * `local@domain` (packages/shared/src/email.ts), and the mailer hands nodemailer the address as
 * an object. Addresses are also generated hostile, with a fixed seed.
 */

const EMAIL_RUNS = 1_500;
const SEED = 20_261_203;

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
type Endpoint = keyof typeof BODIES;
const ENDPOINTS = Object.keys(BODIES) as Endpoint[];

// ---- The rule, written again from its description (not from the code under test) -------

const ATEXT = "[A-Za-z0-9#$&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const BARE_ADDRESS = new RegExp(
  `^${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])$`,
);

/** A bare local@domain in ASCII, up to 254 characters. */
function isBareAddress(value: string): boolean {
  return value.length <= 254 && BARE_ADDRESS.test(value);
}

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

describe.each(backends)('e-mail addresses on $name', ({ postgres }) => {
  let smtp: SmtpSink;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });
  afterAll(() => smtp.close());

  async function start(): Promise<TestServer> {
    const server = await startServerOn(postgres, {
      env: {
        SMTP_URL: smtp.url,
        STUDIO_EMAIL: 'studio@ona.example',
        RATE_LIMIT_MAX: '1000000',
        LEADS_RATE_LIMIT_MAX: '1000000',
        HANDOVER_RATE_LIMIT_MAX: '1000000',
        // Generating thousands of requests keeps the event loop busy: no shedding here.
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    });
    cleanups.push(() => server.close());
    return server;
  }

  it(`accepts only bare addresses on /leads, /newsletter and /chat/handover (${EMAIL_RUNS} generated), and stores what mail software reads back`, async () => {
    const server = await start();
    const db = server.app.db;
    const headers = {
      ...postHeaders(await getCsrf(server.url), server.url),
      host: new URL(server.url).host,
    };
    const count = async (table: 'leads' | 'newsletter_subscribers' | 'outbox') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const outcomes = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(emailValue, fc.constantFrom(...ENDPOINTS), async (email, endpoint) => {
        await db.deleteFrom('outbox').execute();
        const before = [await count('leads'), await count('newsletter_subscribers')];
        const response = await server.app.inject({
          method: 'POST',
          url: `/api/v1/${endpoint}?lang=en`,
          headers,
          payload: JSON.stringify(BODIES[endpoint](email)),
        });
        const status = response.statusCode;
        const context = `${status} at ${endpoint} for ${JSON.stringify(email)}`;
        outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
        expect(status, context).toBeLessThan(500);
        const typed = email.trim();
        if (status >= 400) {
          // Refused: the e-mail field's error, and nothing stored nor queued.
          expect(status, context).toBe(400);
          expect(JSON.parse(response.payload).errors, context).toEqual({
            email: leadMessage('lead.errors.email', 'en'),
          });
          expect(isBareAddress(typed), context).toBe(false);
          expect([await count('leads'), await count('newsletter_subscribers')]).toEqual(before);
          expect(await count('outbox'), context).toBe(0);
          return;
        }
        // Accepted: every message is about one stored address, bare, read back unchanged.
        const rows = await db.selectFrom('outbox').select('recipient').execute();
        const stored = [...new Set(rows.map((row) => row.recipient ?? ''))];
        expect(stored, context).toHaveLength(1);
        const address = stored[0] ?? '';
        expect(isBareAddress(address), `${context}: stored ${address}`).toBe(true);
        expect(addressparser(address), context).toEqual([{ address, name: '' }]);
        if (/^[\x20-\x7e]*$/.test(typed)) {
          expect(address.toLowerCase(), context).toBe(typed.toLowerCase());
        }
      }),
      {
        numRuns: EMAIL_RUNS,
        seed: SEED + 4,
        endOnFailure: true,
        examples: HOSTILE.flatMap((email) => ENDPOINTS.map((endpoint) => [email, endpoint])),
      },
    );
    expect(outcomes.get(400)).toBeGreaterThan(EMAIL_RUNS / 10);
    expect((outcomes.get(201) ?? 0) + (outcomes.get(202) ?? 0)).toBeGreaterThan(EMAIL_RUNS / 10);
  }, 300_000);

  it('mails exactly the stored address, and erase finds it', async () => {
    const server = await start();
    smtp.received.length = 0;
    const email = "o'brien+quote@sub-domain.example.ie";
    for (const endpoint of ENDPOINTS) {
      const response = await fetch(`${server.url}/api/v1/${endpoint}`, {
        method: 'POST',
        headers: postHeaders(await getCsrf(server.url), server.url),
        body: JSON.stringify(BODIES[endpoint](email)),
      });
      expect(response.status, endpoint).toBeLessThan(300);
    }
    expect(await server.app.outbox.deliverDue()).toMatchObject({ sent: 5, failed: 0 });
    // The studio's copies go to the studio; the visitor's confirmations (lead, hand-over,
    // newsletter) to the very address stored.
    expect(smtp.received.flatMap((message) => message.to).sort()).toEqual([
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
    smtp.received.length = 0;
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
    expect(smtp.received).toEqual([]);
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
