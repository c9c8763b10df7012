import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getCsrf, postHeaders, startServer, type TestServer } from '../test/helper.js';
import { HttpError, ServiceUnavailableError } from './errors.js';

describe('error answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      setup: (app) => {
        app.get('/api/v1/test-boom', () => {
          throw new Error('secret: connection string postgres://admin:hunter2@db');
        });
        app.get('/api/v1/test-conflict', () => {
          throw new HttpError(409, 'Already subscribed');
        });
        app.get('/api/v1/test-busy', () => {
          throw new ServiceUnavailableError();
        });
        app.post(
          '/api/v1/test-validate',
          {
            schema: {
              body: z.object({
                email: z.email('email'),
                items: z.array(z.object({ name: z.string().min(1, 'name') })),
              }),
            },
          },
          () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(() => server.close());

  it('hide the details of a server error and give its request id', async () => {
    const response = await fetch(`${server.url}/api/v1/test-boom`);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string; requestId: string };
    expect(body).toEqual({ error: 'Internal server error', requestId: expect.any(String) });
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('keep the message of a client error', async () => {
    const response = await fetch(`${server.url}/api/v1/test-conflict`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Already subscribed' });
  });

  it('answer a deliberate 503 with its message', async () => {
    const response = await fetch(`${server.url}/api/v1/test-busy`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'Service unavailable, try again shortly' });
  });

  it('map validation issues to fields', async () => {
    const pair = await getCsrf(server.url);
    const response = await fetch(`${server.url}/api/v1/test-validate`, {
      method: 'POST',
      headers: postHeaders(pair, server.url),
      body: JSON.stringify({ email: 'nope', items: [{ name: '' }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid request',
      errors: { email: 'email', 'items.0.name': 'name' },
    });

    const notAnObject = await fetch(`${server.url}/api/v1/test-validate`, {
      method: 'POST',
      headers: postHeaders(pair, server.url),
      body: '[]',
    });
    expect(await notAnObject.json()).toMatchObject({ errors: { general: expect.any(String) } });
  });
});
