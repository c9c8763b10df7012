import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteGate, WriteRefusedError } from './write-gate.js';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('WriteGate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs up to `concurrency` writes, queues the next in order and refuses past the queue', async () => {
    const gate = new WriteGate({ concurrency: 2, maxQueue: 2, maxWaitMs: 1_000 });
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, () => deferred());
    const runs = gates.map((item, i) =>
      gate.run(async () => {
        order.push(i);
        await item.promise;
        return i;
      }),
    );
    const refused = runs[4]!.catch((error: unknown) => error);
    expect(await refused).toBeInstanceOf(WriteRefusedError);
    expect(await refused).toMatchObject({ reason: 'queue-full' });
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    expect(gate.stats()).toEqual({
      running: 2,
      queued: 2,
      refused: { 'queue-full': 1, 'wait-timeout': 0 },
    });

    gates[1]!.resolve();
    expect(await runs[1]).toBe(1);
    expect(order).toEqual([0, 1, 2]);
    for (const item of gates) item.resolve();
    expect(await Promise.all(runs.slice(0, 4))).toEqual([0, 1, 2, 3]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(gate.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('refuses a write that waited longer than maxWaitMs, without running it', async () => {
    const gate = new WriteGate({ concurrency: 1, maxQueue: 10, maxWaitMs: 2_000 });
    const busy = deferred();
    const first = gate.run(() => busy.promise);
    const late = vi.fn(async () => 'ran');
    const waiting = gate.run(late).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(gate.stats().queued).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toMatchObject({ name: 'WriteRefusedError', reason: 'wait-timeout' });
    expect(gate.stats()).toEqual({
      running: 1,
      queued: 0,
      refused: { 'queue-full': 0, 'wait-timeout': 1 },
    });

    busy.resolve();
    await first;
    expect(late).not.toHaveBeenCalled();
    expect(gate.stats()).toMatchObject({ running: 0, queued: 0 });
    // A write that gets its slot in time is not cut short by the budget.
    const slow = deferred<string>();
    const inTime = gate.run(() => slow.promise);
    await vi.advanceTimersByTimeAsync(10_000);
    slow.resolve('stored');
    expect(await inTime).toBe('stored');
  });

  it('frees the slot when a write fails', async () => {
    const gate = new WriteGate({ concurrency: 1, maxQueue: 0, maxWaitMs: 1_000 });
    await expect(gate.run(() => Promise.reject(new Error('constraint')))).rejects.toThrow(
      'constraint',
    );
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.stats()).toMatchObject({ running: 0, queued: 0 });
  });
});
