import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPgSchema,
  getCsrf,
  postHeaders,
  startServer,
  type CsrfPair,
  type TestServer,
} from './test/helper.js';

/**
 * Several instances behind one proxy: two servers, one PostgreSQL database, one Redis, the
 * same COOKIE_SECRET. Runs in `npm test`, which finds or starts both (scripts/find-*.mjs).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL']
  .filter(Boolean)
  .join(' and ');

const LEAD = {
  project_type: 'web-empresarial',
  industry: 'Arquitectura',
  name: 'Marta Roig',
  company: 'Roig Arquitectes',
  email: 'marta@example.com',
  message: 'Hola',
  consent: true,
  lang: 'ca',
};

describe.skipIf(missing !== '')(
  `two instances on one PostgreSQL and one Redis${missing ? ` (skipped: needs ${missing})` : ''}`,
  () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      while (cleanups.length > 0) await cleanups.pop()?.();
    });

    async function twoInstances(env: Record<string, string> = {}) {
      const schema = (await createPgSchema())!;
      const shared = {
        DATABASE_URL: schema.url,
        REDIS_URL: redisUrl!,
        // A fresh key space per test: counts never leak from one test (or run) to the next.
        REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
        COOKIE_SECRET: 'one-secret-for-every-instance-0123456789',
        ...env,
      };
      const a = await startServer({ env: shared });
      const b = await startServer({ env: shared });
      cleanups.push(async () => {
        await a.close();
        await b.close();
        await schema.drop();
      });
      return [a, b] as const;
    }

    function postLead(server: TestServer, pair: CsrfPair, origin = server.url) {
      return fetch(`${server.url}/api/v1/leads`, {
        method: 'POST',
        headers: postHeaders(pair, origin),
        body: JSON.stringify(LEAD),
      });
    }

    it('both report Redis in health', async () => {
      const [a, b] = await twoInstances();
      for (const server of [a, b]) {
        const response = await fetch(`${server.url}/api/v1/health`);
        expect(await response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
      }
    });

    it("accept on B a request token (cookie + header) got from A, and refuse another session's", async () => {
      const [a, b] = await twoInstances({ PUBLIC_URL: 'http://studio.test' });
      // Behind a proxy both answer for one public origin.
      const origin = 'http://studio.test';
      const fromA = await getCsrf(a.url);
      const response = await postLead(b, fromA, origin);
      expect(response.status).toBe(201);

      const other = await getCsrf(b.url);
      const mixed = await postLead(a, { token: other.token, cookie: fromA.cookie }, origin);
      expect(mixed.status).toBe(403);
      const rows = await a.app.db.selectFrom('leads').select('id').execute();
      expect(rows).toHaveLength(1);
    });

    it('count one rate limit across both: requests alternating A/B get 429 at the shared limit', async () => {
      const [a, b] = await twoInstances({ RATE_LIMIT_MAX: '6' });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const server = i % 2 === 0 ? a : b;
        const response = await fetch(`${server.url}/api/v1/products`);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(await response.json()).toEqual({
            error: expect.stringMatching(/^Too many requests/),
          });
        } else await response.body?.cancel();
      }
      // Per instance (in memory) each would have allowed 6, i.e. all 8.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    });

    it('count the stricter lead limit across both, and store each accepted lead once', async () => {
      const hits: string[] = [];
      const hook: Server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          hits.push((JSON.parse(body) as { lead: { id: string } }).lead.id);
          response.writeHead(200).end();
        });
      });
      await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
      cleanups.push(() => new Promise((resolve) => hook.close(resolve)));
      const { port } = hook.address() as AddressInfo;

      const [a, b] = await twoInstances({
        LEADS_RATE_LIMIT_MAX: '4',
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      });
      const accepted: string[] = [];
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const server = i % 2 === 0 ? a : b;
        const response = await postLead(server, await getCsrf(server.url));
        statuses.push(response.status);
        if (response.status === 201) accepted.push(((await response.json()) as { id: string }).id);
        else {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          await response.body?.cancel();
        }
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);

      // One row per accepted lead, whichever instance took it, and one webhook row each.
      const leads = await a.app.db.selectFrom('leads').select('id').execute();
      expect(leads.map((lead) => lead.id).sort()).toEqual([...accepted].sort());
      const webhooks = await b.app.db
        .selectFrom('outbox')
        .select('lead_id')
        .where('kind', '=', 'webhook')
        .execute();
      expect(webhooks.map((row) => row.lead_id).sort()).toEqual([...accepted].sort());

      // Both workers run at once: each message goes out exactly once.
      await Promise.all([a.app.outbox.deliverDue(), b.app.outbox.deliverDue()]);
      expect([...hits].sort()).toEqual([...accepted].sort());
    });
  },
);
