import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Vitest's global setup for the API tests on PostgreSQL: every schema a test file creates
 * (`createPgSchema` in helper.ts) carries this run's prefix, and all of them are dropped once,
 * after the last file. Dropping a schema while another file's server starts fails that file:
 * Kysely's migrator lists the tables of every schema in the database, and PostgreSQL answers
 * "schema … does not exist" for one dropped in the middle of that query.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `test_${randomUUID().replaceAll('-', '').slice(0, 12)}_`;
  project.provide('pgSchemaPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of every PostgreSQL schema name this run's API tests create. */
    pgSchemaPrefix: string;
  }
}
