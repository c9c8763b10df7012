import fp from 'fastify-plugin';
import { scrubDeleted, type DatabaseHandle, type Db } from '../db/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    scrubDeleted(): Promise<void>;
  }
}

export const database = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('scrubDeleted', () => scrubDeleted(handle));
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
