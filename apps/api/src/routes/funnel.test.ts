import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_MAX_BATCH } from '@studio/shared';
import { dayOf, funnelReport, recordFunnel } from '../funnel/funnel-repository.js';
import {
  backends,
  createPgSchema,
  getCsrf,
  postHeaders,
  startServer,
  type TestServer,
} from '../test/helper.js';

async function post(server: TestServer, body: unknown, headers?: Record<string, string>) {
  const pair = await getCsrf(server.url);
  return fetch(`${server.url}/api/v1/funnel`, {
    method: 'POST',
    headers: headers ?? postHeaders(pair, server.url),
    body: JSON.stringify(body),
  });
}

describe.each(backends)('POST /api/v1/funnel on $name', ({ postgres }) => {
  let server: TestServer;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const schema = postgres ? await createPgSchema() : null;
    drop = schema?.drop;
    server = await startServer({ env: schema ? { DATABASE_URL: schema.url } : {} });
  });
  afterAll(async () => {
    await server.close();
    await drop?.();
  });

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
    await post(server, { events: [{ event: 'step2_reached', type: 'tienda-online', lang: 'ca' }] });
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
    const rows = await server.app.db.selectFrom('funnel_counts').selectAll().execute();
    expect(rows.every((row) => row.day === today)).toBe(true);
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
    ]) {
      const response = await post(server, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await total()).toBe(before);
  });

  it('needs the request token, as every POST does', async () => {
    const response = await post(
      server,
      { events: [{ event: 'form_shown', type: 'none', lang: 'es' }] },
      { 'content-type': 'application/json', origin: server.url },
    );
    expect(response.status).toBe(403);
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
