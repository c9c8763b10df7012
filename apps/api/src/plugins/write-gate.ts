import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { WriteGate, WriteRefusedError } from '../lib/write-gate.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    writes: WriteGate;
    /** A refused write throws an OverloadedError having stored nothing. */
    admitWrite<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T>;
  }
  interface FastifyContextConfig {
    /** Refuse the route before reading the body when the gate is full. */
    writeGate?: boolean;
  }
}

export class OverloadedError extends HttpError {
  constructor() {
    super(503, 'Too busy to take this request now, try again shortly');
  }
}

const REFUSAL_LOG_INTERVAL_MS = 10_000;

export const writeGate = fp<{ config: Config; dialect: 'sqlite' | 'postgres' }>(
  async (app, { config, dialect }) => {
    const gate = new WriteGate({
      // WRITE_CONCURRENCY=0: SQLite has one connection; PostgreSQL a pool of 10, of which two
      // stay free for reads and the health probe.
      concurrency: config.WRITE_CONCURRENCY || (dialect === 'sqlite' ? 1 : 8),
      maxQueue: config.WRITE_QUEUE_MAX,
      maxWaitMs: config.WRITE_QUEUE_WAIT_MS,
      // libsql's SQLite driver runs each query (and each commit's fsync) on the main thread.
      synchronous: dialect === 'sqlite',
    });
    app.decorate('writes', gate);
    let lastLogged = -Infinity;
    const refuse = (reply: FastifyReply) => {
      reply.header('retry-after', String(config.OVERLOAD_RETRY_AFTER_S));
      // One line per interval, not one per refusal: under overload a log line per request
      // is itself a load (a slow log reader blocks the process on its pipe).
      const now = Date.now();
      if (now - lastLogged >= REFUSAL_LOG_INTERVAL_MS) {
        lastLogged = now;
        app.log.warn(gate.stats(), 'Writes refused: the database is at capacity');
      }
      return new OverloadedError();
    };
    // Before the body is read, the CSRF token checked and the fields validated: a refusal
    // under overload must cost as little as possible.
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.writeGate === true && !gate.hasRoom()) throw refuse(reply);
    });
    app.decorate('admitWrite', async function admitWrite<
      T,
    >(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
      try {
        return await gate.run(work);
      } catch (error) {
        if (!(error instanceof WriteRefusedError)) throw error;
        throw refuse(reply);
      }
    });
  },
  { name: 'write-gate' },
);
