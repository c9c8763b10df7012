import fp from 'fastify-plugin';
import { scrubDeleted, type DatabaseHandle, type Db } from '../db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** After an erasure: the deleted rows out of the database's files too (db/index.ts). */
    scrubDeleted(): Promise<void>;
  }
}

/** Shares the open database with the routes and closes it when the server closes. */
export const database = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('scrubDeleted', () => scrubDeleted(handle));
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
