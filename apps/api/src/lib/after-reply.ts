import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route does after its answer has gone, so the answer takes the same time whatever the
 * work (a sign-in request's, routes/studio.ts). A failure is logged; the server waits for what
 * is under way before it closes, and the tests wait for it with `settled()`.
 */
export class AfterReply {
  private readonly pending = new Set<Promise<void>>();

  run(work: () => Promise<unknown>, log: FastifyBaseLogger, what: string): void {
    const task: Promise<void> = work()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    afterReply: AfterReply;
  }
}
