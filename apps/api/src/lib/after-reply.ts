import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone, so the answer takes the same time whatever the work (a
 * sign-in's, routes/studio.ts). One piece at a time: two requests cannot both pass a link cap.
 */
export class AfterReply {
  private tail: Promise<void> = Promise.resolve();

  run(work: () => Promise<unknown>, log: FastifyBaseLogger, what: string): void {
    this.tail = this.tail
      .then(work)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  }

  settled(): Promise<void> {
    return this.tail;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    afterReply: AfterReply;
  }
}
