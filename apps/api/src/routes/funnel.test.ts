import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_MAX_BATCH } from '@studio/shared';
import {
  FUNNEL_VIEW_TTL_MS,
  admitFunnel,
  dayOf,
  funnelDropped,
  funnelReport,
  recordFunnel,
} from '../funnel/funnel-repository.js';
import { backends, getCsrf, postHeaders, startServerOn, type TestServer } from '../test/helper.js';

async function post(server: TestServer, body: unknown) {
  const pair = await getCsrf(server.url);
  return fetch(`${server.url}/api/v1/funnel`, {
    method: 'POST',
    headers: postHeaders(pair, server.url),
    body: JSON.stringify(body),
  });
}

describe.each(backends)('POST /api/v1/funnel on $name', ({ postgres }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServerOn(postgres);
  });
  afterAll(() => server.close());

  it('adds a batch to the day’s counters, per language, type and event, and sets no cookie of its own', async () => {
    const before = await funnelReport(server.app.db);
    const response = await post(server, {
      events: [
        { event: 'form_shown', type: 'none', lang: 'ca' },
        { event: 'step2_reached', type: 'tienda-online', lang: 'ca' },
        { event: 'step3_reached', type: 'tienda-online', lang: 'ca' },
        { event: 'request_sent', type: 'tienda-online', lang: 'ca' },
      ],
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    // Another page view, to step 2.
    await post(server, {
      events: [
        { event: 'form_shown', type: 'none', lang: 'ca' },
        { event: 'step2_reached', type: 'tienda-online', lang: 'ca' },
      ],
    });
    const shop = (await funnelReport(server.app.db)).find(
      (row) => row.type === 'tienda-online' && row.lang === 'ca',
    );
    expect(shop?.counts).toEqual({
      form_shown: 0,
      step2_reached: 2,
      step3_reached: 1,
      request_sent: 1,
      request_failed: 0,
    });
    expect(before.find((row) => row.type === 'tienda-online' && row.lang === 'ca')).toBeUndefined();
    const today = dayOf(new Date());
    const rows = await server.app.db
      .selectFrom('funnel_counts')
      .selectAll()
      .where('day', '=', today)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    // Nothing but the counters: no address, no agent, no identifier.
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'event', 'lang', 'project_type']);
  });

  it('refuses unknown names, too many events and extra fields, and counts nothing', async () => {
    const total = async () =>
      (await server.app.db.selectFrom('funnel_counts').select('count').execute()).reduce(
        (sum, row) => sum + Number(row.count),
        0,
      );
    const before = await total();
    const event = { event: 'form_shown', type: 'none', lang: 'es' };
    for (const body of [
      { events: [{ ...event, event: 'clicked' }] },
      { events: [{ ...event, type: 'blog' }] },
      { events: [{ ...event, lang: 'fr' }] },
      { events: [] },
      { events: Array.from({ length: FUNNEL_MAX_BATCH + 1 }, () => event) },
      { events: [event], visitor: 'x' },
      { view: 'page-1', events: [event] },
      { view: 12, events: [event] },
      // A UUID, but not a random (v4) one: the form makes v4 only.
      { view: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', events: [event] },
    ]) {
      const response = await post(server, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await total()).toBe(before);
  });

  it('counts twenty "request sent" in one batch as none, and as twenty dropped', async () => {
    const db = server.app.db;
    const before = { report: await funnelReport(db), dropped: await funnelDropped(db) };
    const sent = { event: 'request_sent', type: 'web-empresarial', lang: 'en' };
    const poison = Array.from({ length: FUNNEL_MAX_BATCH }, () => sent);
    expect((await post(server, { events: poison })).status).toBe(204);
    expect((await post(server, { view: randomUUID(), events: poison })).status).toBe(204);
    expect(await funnelReport(db)).toEqual(before.report);
    expect(await funnelDropped(db)).toBe(before.dropped + 2 * FUNNEL_MAX_BATCH);
  });

  it('takes each step of a page view once and in order, across its batches', async () => {
    const db = server.app.db;
    const view = randomUUID();
    const type = 'aplicacion-saas';
    const at = (event: string, t = type) => ({ event, type: t, lang: 'es' });
    const saas = async () =>
      (await funnelReport(db)).find((row) => row.type === type && row.lang === 'es')?.counts;
    const shown = async () =>
      (await funnelReport(db)).find((row) => row.type === 'none' && row.lang === 'es')?.counts
        .form_shown ?? 0;
    const before = { saas: await saas(), shown: await shown(), dropped: await funnelDropped(db) };
    const first = [at('form_shown', 'none'), at('step2_reached')];
    // Two seconds after the last step, then on leaving: the second repeats nothing of the
    // first, but a made-up one could.
    await post(server, { view, events: first });
    await post(server, {
      view,
      events: [at('step2_reached'), at('step3_reached'), at('request_failed'), at('request_sent')],
    });
    await post(server, { view, events: first });
    await post(server, { view, events: [at('request_sent'), at('form_shown', 'none')] });
    const counts = await saas();
    const base = (name: string) => before.saas?.[name as keyof typeof counts & string] ?? 0;
    expect(counts).toEqual({
      form_shown: base('form_shown'),
      step2_reached: base('step2_reached') + 1,
      step3_reached: base('step3_reached') + 1,
      request_sent: base('request_sent') + 1,
      request_failed: base('request_failed') + 1,
    });
    expect(await shown()).toBe(before.shown + 1);
    expect(await funnelDropped(db)).toBe(before.dropped + 5);
    // What the server keeps of it: the random id, the steps and a time; nothing else.
    const stored = await db
      .selectFrom('funnel_views')
      .selectAll()
      .where('view', '=', view)
      .execute();
    expect(stored).toEqual([{ view, state: expect.any(String), seen_at: expect.any(String) }]);
    expect(JSON.parse(stored[0]!.state)).toEqual({
      shown: 'none',
      step2: [type],
      step3: [type],
      sent: true,
      failures: 1,
    });
  });

  it('takes two batches of one page view arriving together in turn', async () => {
    const db = server.app.db;
    const view = randomUUID();
    const shown = { event: 'form_shown', type: 'ciberseguridad', lang: 'ca' };
    const count = async () =>
      (await funnelReport(db)).find((row) => row.type === 'ciberseguridad' && row.lang === 'ca')
        ?.counts.form_shown ?? 0;
    const before = { shown: await count(), dropped: await funnelDropped(db) };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(server, { view, events: [shown] })),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(6).fill(204));
    expect(await count()).toBe(before.shown + 1);
    expect(await funnelDropped(db)).toBe(before.dropped + 5);
  });

  it('forgets a page view quiet for longer than a visit takes, and deletes it', async () => {
    const db = server.app.db;
    const view = randomUUID();
    const start = new Date('2026-02-01T10:00:00Z');
    const later = (ms: number) => new Date(start.getTime() + ms);
    const shown = { event: 'form_shown', type: 'none', lang: 'en' } as const;
    const step2 = { event: 'step2_reached', type: 'web-personal', lang: 'en' } as const;
    expect(await admitFunnel(db, { view, events: [shown] }, start)).toEqual({
      accepted: 1,
      dropped: 0,
    });
    // Within the time: the same page view, its form already shown.
    expect(await admitFunnel(db, { view, events: [shown, step2] }, later(60_000))).toEqual({
      accepted: 1,
      dropped: 1,
    });
    // Past it: gone, so a step without the form shown does not fit.
    const past = later(60_000 + FUNNEL_VIEW_TTL_MS + 60_000);
    const other = randomUUID();
    expect(
      await admitFunnel(db, { view: other, events: [{ ...step2, type: 'tienda-online' }] }, past),
    ).toEqual({ accepted: 0, dropped: 1 });
    const left = await db
      .selectFrom('funnel_views')
      .select('view')
      .where('view', 'in', [view, other])
      .execute();
    expect(left).toEqual([{ view: other }]);
  });

  it('takes a whole visit from a page loaded before page-view ids, as a page view of its own', async () => {
    const db = server.app.db;
    const at = (event: string, type = 'web-personal') => ({ event, type, lang: 'ca' });
    const before = await funnelDropped(db);
    const result = await admitFunnel(db, {
      events: [
        at('form_shown', 'none'),
        at('step2_reached'),
        at('step3_reached'),
        at('request_sent'),
      ] as never,
    });
    expect(result).toEqual({ accepted: 4, dropped: 0 });
    // Its later batch has no form shown: it cannot be told from a made-up one, and is dropped.
    expect(await admitFunnel(db, { events: [at('request_failed')] as never })).toEqual({
      accepted: 0,
      dropped: 1,
    });
    expect(await funnelDropped(db)).toBe(before + 1);
  });

  it('reports a period, the counts kept across days', async () => {
    const db = server.app.db;
    const events = [{ event: 'form_shown', type: 'web-personal', lang: 'en' }] as const;
    await recordFunnel(db, events, new Date('2026-01-10T23:59:00Z'));
    await recordFunnel(db, [...events, ...events], new Date('2026-01-11T00:01:00Z'));
    const personal = (range: { since?: string; until?: string }) =>
      funnelReport(db, range).then(
        (rows) =>
          rows.find((row) => row.type === 'web-personal' && row.lang === 'en')?.counts.form_shown,
      );
    expect(await personal({ since: '2026-01-10', until: '2026-01-10' })).toBe(1);
    expect(await personal({ since: '2026-01-11', until: '2026-01-11' })).toBe(2);
    expect(await personal({ since: '2026-01-01', until: '2026-01-31' })).toBe(3);
  });
});
