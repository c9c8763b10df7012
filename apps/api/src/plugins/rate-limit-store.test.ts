import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { sharedStore } from './rate-limit-store.js';

/** A stand-in for ioredis: the status it reports, and what its rate-limit script answers. */
function fakeRedis(answer: () => Error | [number, number]) {
  const calls: string[] = [];
  const redis = {
    status: 'ready',
    defineCommand(name: string) {
      (redis as unknown as Record<string, unknown>)[name] = (key: string, ...rest: unknown[]) => {
        calls.push(key);
        const callback = rest.at(-1) as (error: Error | null, result?: unknown) => void;
        const result = answer();
        if (result instanceof Error) callback(result);
        else callback(null, result);
      };
    },
  };
  return { redis, calls };
}

function incr(store: InstanceType<ReturnType<typeof sharedStore>>, key: string) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 5),
  );
}

describe('the shared rate-limit store', () => {
  it('counts in Redis under the key prefix while Redis answers', async () => {
    const { redis, calls } = fakeRedis(() => [7, 30_000]);
    const Store = sharedStore(redis as unknown as Redis, 'site:', () => undefined);
    const store = new Store({});
    expect(await incr(store, '203.0.113.9')).toEqual({ current: 7, ttl: 30_000 });
    expect(calls).toEqual(['site:rate-limit:203.0.113.9']);
  });

  it('counts in memory, and says so, when a Redis command fails', async () => {
    const { redis } = fakeRedis(() => new Error('Command timed out'));
    const failures: string[] = [];
    const Store = sharedStore(redis as unknown as Redis, 'site:', (error) =>
      failures.push(error.message),
    );
    const store = new Store({});
    expect((await incr(store, '203.0.113.9')).current).toBe(1);
    expect((await incr(store, '203.0.113.9')).current).toBe(2);
    expect(failures).toEqual(['Command timed out', 'Command timed out']);
  });

  it('does not try Redis while it is not connected', async () => {
    const { redis, calls } = fakeRedis(() => [1, 60_000]);
    redis.status = 'reconnecting';
    const Store = sharedStore(redis as unknown as Redis, 'site:', () => undefined);
    const store = new Store({});
    expect((await incr(store, 'a')).current).toBe(1);
    expect((await incr(store, 'a')).current).toBe(2);
    expect(calls).toEqual([]);
  });
});
