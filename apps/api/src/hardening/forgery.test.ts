import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '@studio/shared';
import {
  createPgSchema,
  getCsrf,
  postHeaders,
  startServer,
  type TestServer,
} from '../test/helper.js';

/**
 * Automation on the lead endpoint (ASVS V2.4.1): a client past its limit answers 429 with
 * Retry-After, counted per client address. Forged posts: plugins/csrf-guard.test.ts.
 */

const VALID = {
  project_type: 'web-personal',
  web_purpose: 'portfolio',
  budget_range: 'menos-1k',
  name: 'Marta Vidal',
  email: 'marta@example.com',
  consent: true,
  hp: '',
};

async function withBackend(postgres: boolean, env: Record<string, string>) {
  const schema = postgres ? await createPgSchema() : null;
  const server = await startServer({
    env: { ...(schema ? { DATABASE_URL: schema.url } : {}), ...env },
  });
  return {
    server,
    async close() {
      await server.close();
      await schema?.drop();
    },
  };
}

async function rows(server: TestServer): Promise<{ leads: number; outbox: number }> {
  const count = async (table: 'leads' | 'outbox') => {
    const row = await server.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { leads: await count('leads'), outbox: await count('outbox') };
}

describe('lead rate limit per client address', () => {
  it('answers 429 with Retry-After, per address, ignoring X-Forwarded-For without TRUST_PROXY', async () => {
    const { server, close } = await withBackend(false, { LEADS_RATE_LIMIT_MAX: '2' });
    try {
      const post = async (forwardedFor: string) => {
        const pair = await getCsrf(server.url);
        return fetch(`${server.url}/api/v1/leads`, {
          method: 'POST',
          headers: { ...postHeaders(pair, server.url), 'x-forwarded-for': forwardedFor },
          body: JSON.stringify(VALID),
        });
      };
      const before = await rows(server);
      expect((await post('203.0.113.1')).status).toBe(201);
      expect((await post('203.0.113.2')).status).toBe(201);
      const limited = await post('203.0.113.3'); // a spoofed address does not help
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(ApiErrorSchema.safeParse(await limited.json()).success).toBe(true);
      expect((await rows(server)).leads).toBe(before.leads + 2);
    } finally {
      await close();
    }
  });

  it('counts the X-Forwarded-For address behind TRUST_PROXY', async () => {
    const { server, close } = await withBackend(false, {
      LEADS_RATE_LIMIT_MAX: '2',
      TRUST_PROXY: 'loopback',
    });
    try {
      const post = async (forwardedFor: string) => {
        const pair = await getCsrf(server.url);
        return fetch(`${server.url}/api/v1/leads`, {
          method: 'POST',
          headers: { ...postHeaders(pair, server.url), 'x-forwarded-for': forwardedFor },
          body: JSON.stringify(VALID),
        });
      };
      expect((await post('198.51.100.7')).status).toBe(201);
      expect((await post('198.51.100.7')).status).toBe(201);
      const limited = await post('198.51.100.7');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another visitor behind the same proxy keeps its own allowance.
      expect((await post('198.51.100.8')).status).toBe(201);
      // The proxy appends the real address: a client-sent first entry does not count.
      expect((await post('203.0.113.9, 198.51.100.7')).status).toBe(429);
    } finally {
      await close();
    }
  });
});
