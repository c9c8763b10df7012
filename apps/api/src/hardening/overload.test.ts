import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WriteGateStats } from '../lib/write-gate.js';
import { OverloadedError } from '../plugins/write-gate.js';
import { backends, getCsrf, postHeaders, startServerOn, type TestServer } from '../test/helper.js';

/**
 * Overload: past the database's capacity the write routes shed with 503 instead of
 * queueing without bound. The database is held busy by a real transaction kept open inside
 * the write gate's only slot (an explicit gate, no timing): requests over the queue's size
 * answer 503 at once, the queued ones are stored once it is released, and nothing refused is.
 */

const LEAD = {
  project_type: 'web-personal',
  web_purpose: 'portfolio',
  budget_range: 'menos-1k',
  name: 'Carga',
  consent: true,
  hp: '',
};

const GATE_MESSAGE = new OverloadedError().message;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe.each(backends)('overload on $name', ({ postgres }) => {
  let server: TestServer;

  async function start(env: Record<string, string>) {
    server = await startServerOn(postgres, {
      env: {
        RATE_LIMIT_MAX: '10000',
        LEADS_RATE_LIMIT_MAX: '10000',
        WRITE_CONCURRENCY: '1',
        // Longer than any test: only the queue's size refuses here (the wait budget is
        // proved with a fake clock in lib/write-gate.test.ts).
        WRITE_QUEUE_WAIT_MS: '60000',
        OVERLOAD_RETRY_AFTER_S: '3',
        // under-pressure off: on a busy machine its event-loop limit could shed these requests
        // too; here every 503 must come from the write gate (its message is asserted).
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        PRESSURE_MAX_HEAP_MB: '1000000',
        ...env,
      },
    });
  }

  afterEach(() => server.close());

  /** Occupies the gate's only slot with an open database transaction until released. */
  function holdDatabase() {
    const release = deferred();
    const opened = deferred();
    const held = server.app.writes.run(() =>
      server.app.db.transaction().execute(async (trx) => {
        await trx.selectFrom('leads').select('id').execute();
        opened.resolve();
        await release.promise;
      }),
    );
    return { opened: opened.promise, release: release.resolve, held };
  }

  const stats = (): WriteGateStats => server.app.writes.stats();

  it('answers 503 with Retry-After past the queue, stores every 201 and no 503', async () => {
    await start({ WRITE_QUEUE_MAX: '3' });
    const headers = postHeaders(await getCsrf(server.url), server.url);
    const hold = holdDatabase();
    await hold.opened;

    const total = 12;
    const posts = Array.from({ length: total }, (_, i) =>
      fetch(`${server.url}/api/v1/leads`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...LEAD, email: `carga.${i}@example.com` }),
      }).then(async (response) => ({
        i,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as Record<string, unknown>,
      })),
    );
    // Every request has reached the gate: 3 wait, the rest were refused without waiting.
    await vi.waitFor(() => expect(stats()).toMatchObject({ running: 1, queued: 3 }), {
      timeout: 10_000,
    });
    await vi.waitFor(() => expect(stats().refused['queue-full']).toBe(total - 3), {
      timeout: 10_000,
    });
    hold.release();
    await hold.held;
    const answers = await Promise.all(posts);

    const created = answers.filter((answer) => answer.status === 201);
    const shed = answers.filter((answer) => answer.status === 503);
    expect(created).toHaveLength(3);
    expect(shed).toHaveLength(total - 3);
    for (const answer of shed) {
      expect(answer.retryAfter).toBe('3');
      expect(answer.body).toEqual({ error: GATE_MESSAGE });
    }

    const rows = await server.app.db.selectFrom('leads').select(['id', 'email']).execute();
    expect(rows.map((row) => row.id).sort()).toEqual(
      created.map((answer) => answer.body.id).sort(),
    );
    const storedEmails = new Set(rows.map((row) => row.email));
    for (const answer of shed)
      expect(storedEmails.has(`carga.${answer.i}@example.com`)).toBe(false);
    const outbox = await server.app.db.selectFrom('outbox').select('lead_id').execute();
    expect(new Set(outbox.map((row) => row.lead_id))).toEqual(new Set(rows.map((row) => row.id)));

    // Afterwards: the gate is empty, the probe is fine and a new lead is taken at once.
    expect(stats()).toMatchObject({ running: 0, queued: 0 });
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    const again = await fetch(`${server.url}/api/v1/leads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...LEAD, email: 'despues@example.com' }),
    });
    expect(again.status, await again.clone().text()).toBe(201);
  });

  it('sheds newsletter sign-ups too, storing nothing and queueing no mail', async () => {
    await start({ WRITE_QUEUE_MAX: '0' });
    const headers = postHeaders(await getCsrf(server.url), server.url);
    const hold = holdDatabase();
    await hold.opened;
    const answers = await Promise.all(
      [0, 1, 2].map((i) =>
        fetch(`${server.url}/api/v1/newsletter`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: `lista.${i}@example.com`, consent: true }),
        }),
      ),
    );
    hold.release();
    await hold.held;
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('3');
      expect(await answer.json()).toEqual({ error: GATE_MESSAGE });
    }
    expect(await server.app.db.selectFrom('newsletter_subscribers').selectAll().execute()).toEqual(
      [],
    );
    expect(await server.app.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    const after = await fetch(`${server.url}/api/v1/newsletter`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'lista@example.com', consent: true }),
    });
    expect(after.status, await after.clone().text()).toBe(202);
  });

  it('sheds the confirm and unsubscribe links of the mails too, changing nothing', async () => {
    await start({ WRITE_QUEUE_MAX: '0' });
    const headers = postHeaders(await getCsrf(server.url), server.url);
    const signUp = await fetch(`${server.url}/api/v1/newsletter`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'enllac@example.com', consent: true }),
    });
    expect(signUp.status).toBe(202);
    const [mail] = await server.app.db.selectFrom('outbox').select('payload').execute();
    const links = [
      ...(mail?.payload ?? '').matchAll(
        /\/api\/v1\/newsletter\/(?:confirm|unsubscribe)\?t=[\w-]+/g,
      ),
    ];
    const [confirm, unsubscribe] = ['confirm', 'unsubscribe'].map((kind) =>
      links.map(([link]) => link).find((link) => link.includes(`/${kind}?`)),
    );
    expect(confirm && unsubscribe).toBeTruthy();
    const status = async () =>
      (await server.app.db.selectFrom('newsletter_subscribers').select('status').execute()).map(
        (row) => row.status,
      );

    for (const [link, after] of [
      [confirm!, 'confirmed'],
      [unsubscribe!, 'unsubscribed'],
    ] as const) {
      const before = await status();
      const hold = holdDatabase();
      await hold.opened;
      const refused = await fetch(`${server.url}${link}`, { redirect: 'manual' });
      hold.release();
      await hold.held;
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('3');
      expect(await refused.json()).toEqual({ error: GATE_MESSAGE });
      expect(await status()).toEqual(before);
      // Once there is room, the same link works.
      const followed = await fetch(`${server.url}${link}`, { redirect: 'manual' });
      expect(followed.status).toBe(303);
      expect(await status()).toEqual([after]);
    }
  });
});
