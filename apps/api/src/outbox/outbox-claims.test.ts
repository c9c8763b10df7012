import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  backends,
  createPgSchema,
  getCsrf,
  makeTempDir,
  postHeaders,
  startServer,
  type TestServer,
} from '../test/helper.js';
import { CLAIM_LEASE_MS } from './outbox-worker.js';

const LEAD = {
  project_type: 'web-empresarial',
  industry: 'Arquitectura',
  name: 'Jordi Soler',
  company: 'Soler Arquitectes',
  email: 'jordi@example.com',
  message: 'Hola',
  consent: true,
  lang: 'ca',
};

/** A webhook receiver that records the lead id of every delivery. */
async function webhook(): Promise<{ url: string; ids: string[]; server: Server }> {
  const ids: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      ids.push((JSON.parse(body) as { lead: { id: string } }).lead.id);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, ids, server };
}

describe.each(backends)('outbox claims with two workers on one $name database', ({ postgres }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()?.();
  });

  /** Two servers on one database (one PostgreSQL schema, or one SQLite file). */
  async function twoServers(env: Record<string, string>, now?: () => Date) {
    const schema = postgres ? await createPgSchema() : null;
    const dataDir = path.join(await makeTempDir(), 'data');
    const shared = {
      ...(schema ? { DATABASE_URL: schema.url } : { DATA_DIR: dataDir }),
      LEADS_RATE_LIMIT_MAX: '1000',
      ...env,
    };
    const servers: TestServer[] = [];
    for (let i = 0; i < 2; i += 1) {
      servers.push(await startServer({ env: shared, outbox: { now } }));
    }
    cleanups.push(async () => {
      for (const server of servers) await server.close();
      await schema?.drop();
    });
    return servers as [TestServer, TestServer];
  }

  async function postLead(server: TestServer): Promise<string> {
    const pair = await getCsrf(server.url);
    const response = await fetch(`${server.url}/api/v1/leads`, {
      method: 'POST',
      headers: postHeaders(pair, server.url),
      body: JSON.stringify(LEAD),
    });
    if (response.status !== 201) throw new Error(await response.text());
    return ((await response.json()) as { id: string }).id;
  }

  it('deliver each message exactly once when both run at the same time', async () => {
    const hook = await webhook();
    cleanups.push(() => new Promise((resolve) => hook.server.close(resolve)));
    const [a, b] = await twoServers({ LEAD_WEBHOOK_URL: hook.url });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await postLead(i % 2 === 0 ? a : b));

    const reports = await Promise.all([
      a.app.outbox.deliverDue(),
      b.app.outbox.deliverDue(),
      a.app.outbox.deliverDue(),
      b.app.outbox.deliverDue(),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
    expect([...hook.ids].sort()).toEqual([...ids].sort());
    const rows = await a.app.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('kind', '=', 'webhook')
      .execute();
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it("leave a row another instance is sending alone until its claim's lease ends", async () => {
    const hook = await webhook();
    cleanups.push(() => new Promise((resolve) => hook.server.close(resolve)));
    let offset = 60_000;
    const [a, b] = await twoServers(
      { LEAD_WEBHOOK_URL: hook.url },
      () => new Date(Date.now() + offset),
    );
    const id = await postLead(a);
    // Instance A claimed the webhook and is (say) still sending it, or died doing so.
    const lease = new Date(Date.now() + offset + CLAIM_LEASE_MS).toISOString();
    await a.app.db
      .updateTable('outbox')
      .set({ status: 'sending', next_attempt_at: lease })
      .where('lead_id', '=', id)
      .where('kind', '=', 'webhook')
      .execute();

    // B starting (as after a deploy) and polling does not take it...
    await b.app.outbox.start();
    expect((await b.app.outbox.deliverDue()).sent).toBe(0);
    expect(hook.ids).toEqual([]);

    // ...until the lease is over: then A is presumed dead and B delivers it, once.
    offset += CLAIM_LEASE_MS + 1_000;
    expect((await b.app.outbox.deliverDue()).sent).toBe(1);
    expect((await a.app.outbox.deliverDue()).sent).toBe(0);
    expect(hook.ids).toEqual([id]);
  });
});
