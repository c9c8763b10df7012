import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from './api-constants.js';
import { postWithToken, requestTokens } from './api-client.js';

afterEach(() => vi.unstubAllGlobals());

/** A server that answers POSTs with the given statuses in turn, and keeps what it was sent. */
function server(statuses: number[]) {
  const sent: { token: string; body: string }[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({ token: headers[CSRF_HEADER] ?? '', body: String(init.body) });
    return new Response('{}', { status: statuses[sent.length - 1] ?? 500 });
  });
  return sent;
}

describe('postWithToken', () => {
  it('asks for a new token once when the server refuses the first, and tries again', async () => {
    const sent = server([403, 201]);
    const asked: (string | undefined)[] = [];
    const token = async (refused?: string) => {
      asked.push(refused);
      return refused ? 'new' : 'old';
    };
    const response = await postWithToken('/api/v1/leads', { a: 1 }, token, 'include');
    expect(response.status).toBe(201);
    expect(asked).toEqual([undefined, 'old']);
    expect(sent).toEqual([
      { token: 'old', body: '{"a":1}' },
      { token: 'new', body: '{"a":1}' },
    ]);
  });

  it('tries once when the token is taken, and no more than twice when it never is', async () => {
    const taken = server([422]);
    expect((await postWithToken('/x', {}, async () => 't', 'include')).status).toBe(422);
    expect(taken).toHaveLength(1);
    const refused = server([403, 403, 201]);
    expect((await postWithToken('/x', {}, async () => 't', 'include')).status).toBe(403);
    expect(refused).toHaveLength(2);
  });
});

describe('requestTokens', () => {
  it('asks the server once for callers at the same time, and again once for a refused token', async () => {
    let asked = 0;
    vi.stubGlobal('fetch', async () => {
      asked += 1;
      return new Response(JSON.stringify({ csrfToken: `t${asked}` }));
    });
    const token = requestTokens('', 'include');
    expect(await Promise.all([token(), token()])).toEqual(['t1', 't1']);
    expect(await token()).toBe('t1');
    // Two requests refused the same token: one new ask serves both.
    expect(await Promise.all([token('t1'), token('t1')])).toEqual(['t2', 't2']);
    // A refusal of a token already replaced asks nothing.
    expect(await token('t1')).toBe('t2');
    expect(asked).toBe(2);
  });

  it('keeps no failed answer', async () => {
    const statuses = [503, 200];
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ csrfToken: 't' }), { status: statuses.shift() }),
    );
    const token = requestTokens('', 'include');
    await expect(token()).rejects.toThrow('503');
    expect(await token()).toBe('t');
  });
});
