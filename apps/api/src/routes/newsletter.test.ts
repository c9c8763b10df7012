import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '@studio/shared';
import { eraseEmail } from '../leads/lead-repository.js';
import { backends, getCsrf, postHeaders, startServerOn, type TestServer } from '../test/helper.js';

describe.each(backends)('the newsletter on $name', ({ postgres }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServerOn(postgres, { env: { LEADS_RATE_LIMIT_MAX: '100' } });
  });
  afterAll(() => server.close());

  async function subscribe(body: unknown) {
    const pair = await getCsrf(server.url);
    return fetch(`${server.url}/api/v1/newsletter`, {
      method: 'POST',
      headers: postHeaders(pair, server.url),
      body: JSON.stringify(body),
    });
  }
  const subscriber = (email: string) =>
    server.app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  async function links(email: string) {
    const rows = await server.app.db
      .selectFrom('outbox')
      .select('payload')
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .execute();
    const text = (JSON.parse(rows[0]?.payload ?? '{}') as { text?: string }).text ?? '';
    const find = (kind: string) =>
      new URL(new RegExp(`http\\S+/newsletter/${kind}\\?t=[\\w-]+`).exec(text)?.[0] ?? 'http://x');
    return { confirm: find('confirm'), unsubscribe: find('unsubscribe'), count: rows.length };
  }

  it('double opt-in: a pending subscription, a mail with confirm and unsubscribe links', async () => {
    const response = await subscribe({ email: ' Marc@Example.com ', consent: true, lang: 'ca' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending' });
    expect(await subscriber('marc@example.com')).toMatchObject({ status: 'pending', lang: 'ca' });
    const { confirm, unsubscribe } = await links('marc@example.com');
    const confirmed = await fetch(`${server.url}${confirm.pathname}${confirm.search}`, {
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/?lang=ca&newsletter=confirmed');
    expect((await subscriber('marc@example.com'))?.status).toBe('confirmed');

    // Idempotent: the same address again changes nothing and sends nothing.
    expect((await subscribe({ email: 'marc@example.com', consent: true })).status).toBe(202);
    expect((await subscriber('marc@example.com'))?.status).toBe('confirmed');
    expect((await links('marc@example.com')).count).toBe(1);

    const left = await fetch(`${server.url}${unsubscribe.pathname}${unsubscribe.search}`, {
      redirect: 'manual',
    });
    expect(left.headers.get('location')).toBe('/?lang=ca&newsletter=unsubscribed');
    expect((await subscriber('marc@example.com'))?.status).toBe('unsubscribed');
    expect((await eraseEmail(server.app.db, 'MARC@example.com')).newsletter).toBe(1);
  });

  it('answers translated field errors, and a bad link goes to the invalid outcome', async () => {
    const response = await subscribe({ email: 'nope', lang: 'en' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toEqual({
      email: LEAD_MESSAGES.en.email,
      consent: LEAD_MESSAGES.en.consent,
    });
    const bad = await fetch(`${server.url}/api/v1/newsletter/confirm?t=${'x'.repeat(43)}`, {
      redirect: 'manual',
    });
    expect(bad.headers.get('location')).toBe('/?newsletter=invalid');
  });

  it('a filled honeypot answers success and stores nothing', async () => {
    const response = await subscribe({ email: 'bot@example.com', consent: true, hp: 'x' });
    expect(response.status).toBe(202);
    expect(await subscriber('bot@example.com')).toBeUndefined();
    // Before its body is judged: a bot learns nothing from the rules either.
    expect((await subscribe({ email: 'bot', hp: 'x' })).status).toBe(202);
  });
});
