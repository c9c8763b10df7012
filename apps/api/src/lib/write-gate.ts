/**
 * Bounded admission for the routes that write to the database. The write path is bounded by
 * the database (SQLite: one connection and an fsync per commit; PostgreSQL: a small pool), so
 * past its capacity waiting only grows memory and latency. The gate lets `concurrency` writes
 * run, queues up to `maxQueue` more, and refuses the rest at once; a queued write that has not
 * started within `maxWaitMs` is refused too. A refused write never ran: nothing was stored.
 *
 * `synchronous` is for a driver whose queries block the event loop (SQLite's: each commit's
 * fsync runs on the main thread). Started at once, such a write would run to its commit inside
 * the callback that read the request; the next request would not be read until then, and the
 * backlog would pile up unseen in the kernel's socket buffers instead of in this queue, with no
 * way to refuse it. So a synchronous gate never starts a write in the caller's turn: it queues
 * it and starts queued writes from a later turn of the loop (setImmediate), letting the server
 * read every waiting request between two commits. When the loop is flooded with I/O, libuv can
 * stay in its poll phase for seconds and setImmediate would starve the writes; so each new
 * arrival may also start the oldest queued write, as long as writes have not taken more than
 * half of the loop's time (the idle time since the last write is at least its duration). The
 * other half answers the requests the gate refuses, quickly.
 */

export interface WriteGateOptions {
  /** Writes running at once. */
  concurrency: number;
  /** Writes waiting for a slot; past it a write is refused at once. */
  maxQueue: number;
  /** How long a write may wait for a slot before it is refused (ms). */
  maxWaitMs: number;
  /** The driver blocks the event loop (SQLite): start writes from later turns of the loop. */
  synchronous?: boolean;
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
  refuse: (error: WriteRefusedError) => void;
  queuedAt: number;
  timer: NodeJS.Timeout;
}

export class WriteGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  private readonly refused: Record<RefusalReason, number> = { 'queue-full': 0, 'wait-timeout': 0 };
  private pumpScheduled = false;
  private lastEnd = 0;
  private lastDuration = 0;

  constructor(readonly options: WriteGateOptions) {
    if (options.concurrency < 1) throw new RangeError('concurrency must be at least 1');
  }

  stats(): WriteGateStats {
    return { running: this.running, queued: this.queue.length, refused: { ...this.refused } };
  }

  /**
   * Whether a write arriving now would be taken (run or queued); a no is counted as refused.
   * Routes ask before reading the body, so a refusal under overload costs next to nothing.
   */
  hasRoom(): boolean {
    if (this.options.synchronous) this.startIfFair();
    else if (this.running < this.options.concurrency) return true;
    if (!this.queueFull()) return true;
    this.refused['queue-full'] += 1;
    return false;
  }

  /** Runs `work` once a slot is free; rejects with WriteRefusedError without running it. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.lastEnd = performance.now();
      this.lastDuration = this.lastEnd - started;
      this.release();
    }
  }

  private acquire(): Promise<void> {
    const { synchronous = false } = this.options;
    if (synchronous) {
      this.startIfFair();
    } else if (this.running < this.options.concurrency && this.queue.length === 0) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.queueFull()) {
      return Promise.reject(this.refuse('queue-full'));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        refuse: reject,
        queuedAt: performance.now(),
        timer: setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index === -1) return;
          this.queue.splice(index, 1);
          reject(this.refuse('wait-timeout'));
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
      if (synchronous) this.schedulePump();
    });
  }

  private release(): void {
    this.running -= 1;
    if (this.options.synchronous) this.schedulePump();
    else this.startNext();
  }

  /** Writes bound for a free slot (a synchronous gate queues those too) do not count. */
  private queueFull(): boolean {
    const free = Math.max(0, this.options.concurrency - this.running);
    return this.queue.length >= this.options.maxQueue + free;
  }

  /** A synchronous gate's arrival starts the oldest write if writes had no more than half the loop. */
  private startIfFair(): void {
    if (
      this.running < this.options.concurrency &&
      performance.now() - this.lastEnd >= this.lastDuration
    ) {
      this.startNext();
    }
  }

  /** Starts the oldest queued write that has not outwaited its budget, if any. */
  private startNext(): void {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      clearTimeout(next.timer);
      // Timers can lag behind a flooded loop: the budget is checked here too.
      if (performance.now() - next.queuedAt > this.options.maxWaitMs) {
        next.refuse(this.refuse('wait-timeout'));
        continue;
      }
      this.running += 1;
      next.start();
      return;
    }
  }

  private schedulePump(): void {
    if (this.pumpScheduled || this.queue.length === 0) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      while (this.running < this.options.concurrency && this.queue.length > 0) this.startNext();
    });
  }

  private refuse(reason: RefusalReason): WriteRefusedError {
    this.refused[reason] += 1;
    return new WriteRefusedError(reason);
  }
}
