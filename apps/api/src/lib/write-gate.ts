// The write path is bounded by the database (SQLite: one connection and an fsync per commit;
// PostgreSQL: a small pool), so past its capacity waiting only grows memory and latency: the
// gate refuses the rest at once. A refused write never ran: nothing was stored.
//
// `synchronous` is for a driver whose queries block the event loop (SQLite's fsync). Started at
// once, such a write would run to its commit inside the callback that read the request, and the
// backlog would pile up unseen in the kernel's socket buffers, with no way to refuse it. So a
// synchronous gate starts queued writes from a later turn of the loop (setImmediate), letting
// the server read every waiting request between two commits. A flooded loop can stay in libuv's
// poll phase for seconds and starve setImmediate, so each arrival may also start the oldest
// write, as long as writes have not taken more than half of the loop's time.

interface WriteGateOptions {
  concurrency: number;
  /** Past it a write is refused at once. */
  maxQueue: number;
  maxWaitMs: number;
  synchronous?: boolean;
}

type RefusalReason = 'queue-full' | 'wait-timeout';

export class WriteRefusedError extends Error {
  override name = 'WriteRefusedError';
  constructor(readonly reason: RefusalReason) {
    super(reason === 'queue-full' ? 'write queue full' : 'waited too long for a write slot');
  }
}

export interface WriteGateStats {
  running: number;
  queued: number;
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

  /** Routes ask before reading the body, so a refusal under overload costs next to nothing. */
  hasRoom(): boolean {
    if (this.options.synchronous) this.startIfFair();
    else if (this.running < this.options.concurrency) return true;
    if (!this.queueFull()) return true;
    this.refused['queue-full'] += 1;
    return false;
  }

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

  /** The idle time since the last write is at least its duration. */
  private startIfFair(): void {
    if (
      this.running < this.options.concurrency &&
      performance.now() - this.lastEnd >= this.lastDuration
    ) {
      this.startNext();
    }
  }

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
