import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { WriteGate, WriteRefusedError } from '../lib/write-gate.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Bounded admission for database writes (lib/write-gate.ts). */
    writes: WriteGate;
    /**
     * Runs a route's database write through the gate; a refused write throws an
     * OverloadedError (503, Retry-After, the error shape) having stored nothing.
     */
    admitWrite<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T>;
  }
}

/**
 * Writes at once when WRITE_CONCURRENCY=0. SQLite has one connection (one commit at a time
 * anyway); PostgreSQL a pool of 10, of which two stay free for reads and the health probe.
 */
export function defaultWriteConcurrency(dialect: 'sqlite' | 'postgres'): number {
  return dialect === 'sqlite' ? 1 : 8;
}

export class OverloadedError extends HttpError {
  constructor() {
    super(503, 'Too busy to take this request now, try again shortly');
  }
}

export const writeGate = fp<{ config: Config; dialect: 'sqlite' | 'postgres' }>(
  async (app, { config, dialect }) => {
    const gate = new WriteGate({
      concurrency: config.WRITE_CONCURRENCY || defaultWriteConcurrency(dialect),
      maxQueue: config.WRITE_QUEUE_MAX,
      maxWaitMs: config.WRITE_QUEUE_WAIT_MS,
    });
    app.decorate('writes', gate);
    app.decorate('admitWrite', async function admitWrite<
      T,
    >(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
      try {
        return await gate.run(work);
      } catch (error) {
        if (!(error instanceof WriteRefusedError)) throw error;
        reply.header('retry-after', String(config.OVERLOAD_RETRY_AFTER_S));
        reply.log.warn({ reason: error.reason }, 'Write refused: the database is at capacity');
        throw new OverloadedError();
      }
    });
  },
  { name: 'write-gate' },
);
