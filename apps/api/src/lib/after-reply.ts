import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route does after its answer has gone, so the answer takes the same time whatever the
 * work (a sign-in request's, routes/studio.ts). The pieces run one after the other: two requests
 * for one address cannot both pass its cap on links.
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
