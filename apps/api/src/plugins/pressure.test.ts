import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadConfig } from '../config.js';
import { postHeaders, startServer, type TestServer } from '../test/helper.js';
import { ServiceUnavailableError } from './errors.js';
import { writesPassEventLoopPressure } from './pressure.js';

describe('under-pressure', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('sheds API requests with 503, Retry-After and the error shape, but never the health probe', async () => {
    // An RSS limit of 1 MB is always exceeded: the server is under pressure from its first sample.
    server = await startServer({ env: { PRESSURE_MAX_RSS_MB: '1', OVERLOAD_RETRY_AFTER_S: '7' } });
    await vi.waitFor(() => expect(server.app.isUnderPressure()).toBe(true), { timeout: 10_000 });

    const shed = await fetch(`${server.url}/api/v1/products`);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('7');
    expect(await shed.json()).toEqual({ error: expect.any(String) });

    // Past a memory limit, quote requests are shed too, before their token is looked at (the
    // token request itself is shed).
    expect((await fetch(`${server.url}/api/v1/csrf`)).status).toBe(503);
    const lead = await fetch(`${server.url}/api/v1/leads`, {
      method: 'POST',
      headers: postHeaders({ token: 'none', cookie: '' }, server.url),
      body: JSON.stringify({ project_type: 'web-personal' }),
    });
    expect(lead.status).toBe(503);
    expect(lead.headers.get('retry-after')).toBe('7');

    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('what a request meets under pressure', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    PRESSURE_MAX_HEAP_MB: '100',
    PRESSURE_MAX_RSS_MB: '200',
    OVERLOAD_RETRY_AFTER_S: '4',
  });
  const MB = 1024 * 1024;
  function request(writeGate: boolean, memory = { heapUsed: 50 * MB, rssBytes: 150 * MB }) {
    const headers: Record<string, string> = {};
    const fakeRequest = {
      routeOptions: { config: writeGate ? { writeGate: true } : {} },
      server: { memoryUsage: () => memory },
    } as unknown as FastifyRequest;
    const reply = {
      header: (name: string, value: string) => (headers[name] = value),
    } as unknown as FastifyReply;
    return { fakeRequest, reply, headers };
  }
  const handler = writesPassEventLoopPressure(config);

  it('lets a write-gated route through a busy event loop: the write gate bounds it', async () => {
    for (const type of ['eventLoopDelay', 'eventLoopUtilization']) {
      const { fakeRequest, reply, headers } = request(true);
      await expect(handler(fakeRequest, reply, type)).resolves.toBeUndefined();
      expect(headers).toEqual({});
    }
  });

  it('sheds every other route, with Retry-After', async () => {
    const { fakeRequest, reply, headers } = request(false);
    await expect(handler(fakeRequest, reply, 'eventLoopDelay')).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(headers).toEqual({ 'retry-after': '4' });
  });

  it('sheds write-gated routes too past a memory limit, whichever limit was seen first', async () => {
    for (const [type, memory] of [
      ['heapUsedBytes', { heapUsed: 150 * MB, rssBytes: 150 * MB }],
      ['rssBytes', { heapUsed: 50 * MB, rssBytes: 250 * MB }],
      ['eventLoopDelay', { heapUsed: 150 * MB, rssBytes: 150 * MB }],
      ['eventLoopDelay', { heapUsed: 50 * MB, rssBytes: 250 * MB }],
    ] as const) {
      const { fakeRequest, reply } = request(true, memory);
      await expect(handler(fakeRequest, reply, type)).rejects.toBeInstanceOf(
        ServiceUnavailableError,
      );
    }
  });
});
