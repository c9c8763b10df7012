/**
 * Bounded admission for the routes that write to the database. The write path is bounded by
 * the database (SQLite: one connection and an fsync per commit; PostgreSQL: a small pool), so
 * past its capacity waiting only grows memory and latency. The gate lets `concurrency` writes
 * run, queues up to `maxQueue` more, and refuses the rest at once; a queued write that has not
 * started within `maxWaitMs` is refused too. A refused write never ran: nothing was stored.
 */

export interface WriteGateOptions {
  /** Writes running at once. */
  concurrency: number;
  /** Writes waiting for a slot; past it a write is refused at once. */
  maxQueue: number;
  /** How long a write may wait for a slot before it is refused (ms). */
  maxWaitMs: number;
}

export type RefusalReason = 'queue-full' | 'wait-timeout';

/** The write was refused before it started (the route answers 503 with Retry-After). */
export class WriteRefusedError extends Error {
  override name = 'WriteRefusedError';
  constructor(readonly reason: RefusalReason) {
    super(reason === 'queue-full' ? 'write queue full' : 'waited too long for a write slot');
  }
}

export interface WriteGateStats {
  running: number;
  queued: number;
  /** Writes refused since start, by reason. */
  refused: Record<RefusalReason, number>;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class WriteGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  private readonly refused: Record<RefusalReason, number> = { 'queue-full': 0, 'wait-timeout': 0 };

  constructor(readonly options: WriteGateOptions) {
    if (options.concurrency < 1) throw new RangeError('concurrency must be at least 1');
  }

  stats(): WriteGateStats {
    return { running: this.running, queued: this.queue.length, refused: { ...this.refused } };
  }

  /** Runs `work` once a slot is free; rejects with WriteRefusedError without running it. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.options.concurrency && this.queue.length === 0) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(this.refuse('queue-full'));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index === -1) return;
          this.queue.splice(index, 1);
          reject(this.refuse('wait-timeout'));
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) {
      // The slot passes straight to the next writer: `running` stays the same.
      clearTimeout(next.timer);
      next.start();
    } else {
      this.running -= 1;
    }
  }

  private refuse(reason: RefusalReason): WriteRefusedError {
    this.refused[reason] += 1;
    return new WriteRefusedError(reason);
  }
}
