import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Shares the open database with the routes and closes it when the server closes. */
export const database = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
