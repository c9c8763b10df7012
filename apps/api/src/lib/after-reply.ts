import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route does after its answer has gone, so the answer takes the same time whatever the
 * work (a sign-in request's, routes/studio.ts). The pieces run one after the other, as they
 * would have before their answers: two requests for one address cannot both pass its cap on
 * links. A failure is logged; the server waits for what is under way before it closes, and the
 * tests wait for it with `settled()`.
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
