import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Dialect } from 'kysely';
import Sqlite from 'libsql';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** Safe to call more than once. */
  close(): Promise<void>;
}

interface DatabaseOptions {
  /** Told when an idle PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

/** One connection, whose queries and transactions Kysely queues: no race for the write lock. */
function sqliteDialect(dataDir: string): Dialect {
  return new SqliteDialect({
    database: async () => {
      mkdirSync(dataDir, { recursive: true });
      const database = new Sqlite(path.join(dataDir, 'studio.db'));
      // FULL: a stored lead survives a power cut. secure_delete: an erased person's data does
      // not linger in the file's free pages.
      database.exec(
        'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;',
      );
      return database;
    },
  });
}

function postgresDialect(connectionString: string, options: DatabaseOptions): Dialect {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => options.onPoolError?.(error));
  return new PostgresDialect({ pool });
}

/**
 * Kysely must be told the schema: without it, it takes a kysely_migration table in ANY schema of
 * the database for its own (several sites or test runs sharing one database).
 */
async function currentSchema(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  return rows[0]?.schema ?? undefined;
}

async function migrateToLatest(db: Db, postgres: boolean): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: postgres ? await currentSchema(db) : undefined,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error')?.migrationName;
  const reason = error instanceof Error ? error.message : String(error);
  throw new Error(failed ? `migration ${failed} failed: ${reason}` : reason, { cause: error });
}

export async function createDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const url = config.DATABASE_URL;
  const db = new Kysely<Database>({
    dialect: url === undefined ? sqliteDialect(config.DATA_DIR) : postgresDialect(url, options),
  });
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= db.destroy());
  try {
    await migrateToLatest(db, url !== undefined);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, dialect: url === undefined ? 'sqlite' : 'postgres', close };
}

/**
 * After an erasure, gets deleted rows out of the files too: SQLite's log still holds the old
 * pages (best effort while another process reads); PostgreSQL keeps dead rows until a vacuum.
 */
export async function scrubDeleted(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'sqlite') {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
  } else {
    await sql`VACUUM leads, lead_events, outbox, newsletter_subscribers`.execute(handle.db);
  }
}

/** Safe when several processes race: the first insert wins, the others return its value. */
export async function getOrCreateMeta(db: Db, key: string, create: () => string): Promise<string> {
  const read = () =>
    db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('app_meta')
    .values({ key, value: create(), updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`app_meta ${key} vanished after insert`);
  return stored.value;
}
