import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteGate, WriteRefusedError } from './write-gate.js';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('WriteGate', () => {
  // setImmediate stays real: the gate starts each write on the next turn of the loop.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
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
    await vi.waitFor(() => expect(order).toEqual([0, 1]));
    expect(gate.stats()).toEqual({
      running: 2,
      queued: 2,
      refused: { 'queue-full': 1, 'wait-timeout': 0 },
    });

    gates[1]!.resolve();
    expect(await runs[1]).toBe(1);
    await vi.waitFor(() => expect(order).toEqual([0, 1, 2]));
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

describe('WriteGate for a synchronous driver', () => {
  it("never runs a write in its caller's turn; each arrival may start the oldest one", async () => {
    const gate = new WriteGate({
      concurrency: 1,
      maxQueue: 2,
      maxWaitMs: 60_000,
      synchronous: true,
    });
    const order: number[] = [];
    const runs = [0, 1, 2, 3].map((i) =>
      gate.run(async () => {
        order.push(i);
        return i;
      }),
    );
    // The second arrival started the first write; the next two met the queue, the last was
    // refused; and nothing ran in this turn.
    expect(gate.stats()).toMatchObject({ running: 1, queued: 2 });
    expect(order).toEqual([]);
    await expect(runs[3]).rejects.toMatchObject({ reason: 'queue-full' });
    expect(await Promise.all(runs.slice(0, 3))).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect(gate.stats()).toMatchObject({ running: 0, queued: 0 });
  });

  it('answers hasRoom() false once the queue is full, counting the refusal', async () => {
    const gate = new WriteGate({
      concurrency: 1,
      maxQueue: 1,
      maxWaitMs: 60_000,
      synchronous: true,
    });
    const first = gate.run(async () => 'first');
    const second = gate.run(async () => 'second');
    expect(gate.stats()).toMatchObject({ running: 1, queued: 1 });
    expect(gate.hasRoom()).toBe(false);
    expect(gate.stats().refused['queue-full']).toBe(1);
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(gate.hasRoom()).toBe(true);
  });
});
