import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { createPgSchema, getCsrf, makeTempDir, postHeaders, startServer } from '../test/helper.js';
import { createDatabase, getOrCreateMeta, type DatabaseHandle } from './index.js';
import { migrations } from './migrations/index.js';

interface Backend {
  name: string;
  enabled: boolean;
  /** The database settings for this backend, and how to remove what the tests left. */
  prepare(): Promise<{
    config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>;
    env: Record<string, string>;
    cleanup(): Promise<void>;
  }>;
}

const backends: Backend[] = [
  {
    name: 'SQLite',
    enabled: true,
    async prepare() {
      const dir = await makeTempDir();
      const dataDir = path.join(dir, 'data');
      return {
        config: { DATA_DIR: dataDir, DATABASE_URL: undefined },
        env: { DATA_DIR: dataDir },
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    enabled: Boolean(process.env.TEST_DATABASE_URL),
    async prepare() {
      const schema = await createPgSchema();
      if (!schema) throw new Error('TEST_DATABASE_URL is not set');
      const dir = await makeTempDir();
      return {
        config: { DATA_DIR: dir, DATABASE_URL: schema.url },
        env: { DATABASE_URL: schema.url },
        async cleanup() {
          await schema.drop();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`storage on ${backend.name}`, () => {
    let setup: Awaited<ReturnType<Backend['prepare']>>;
    const handles: DatabaseHandle[] = [];
    const open = async () => {
      const handle = await createDatabase(setup.config);
      handles.push(handle);
      return handle;
    };

    beforeAll(async () => {
      setup = await backend.prepare();
    });
    afterAll(async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await setup.cleanup();
    });

    it('runs the migrations on open, once', async () => {
      const first = await open();
      expect(first.dialect).toBe(backend.name === 'SQLite' ? 'sqlite' : 'postgres');
      const second = await open();
      const { rows } = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(second.db);
      expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      expect(await second.db.selectFrom('app_meta').selectAll().execute()).toEqual([]);
    });

    it('creates a meta value once, even when callers race', async () => {
      const [a, b] = [await open(), await open()];
      let created = 0;
      const values = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          getOrCreateMeta(i % 2 === 0 ? a.db : b.db, 'race', () => {
            created += 1;
            return `value-${i}`;
          }),
        ),
      );
      expect(new Set(values).size).toBe(1);
      expect(created).toBeGreaterThanOrEqual(1);
      const rows = await a.db
        .selectFrom('app_meta')
        .selectAll()
        .where('key', '=', 'race')
        .execute();
      expect(rows).toEqual([
        { key: 'race', value: values[0], updated_at: expect.stringMatching(/^\d{4}-/) },
      ]);
      expect(await getOrCreateMeta(b.db, 'race', () => 'later')).toBe(values[0]);
    });

    it('shares the generated cookie secret between instances on one database', async () => {
      const [a, b] = [await startServer({ env: setup.env }), await startServer({ env: setup.env })];
      try {
        const pair = await getCsrf(a.url);
        const response = await fetch(`${b.url}/api/v1/test-nope`, {
          method: 'POST',
          headers: postHeaders(pair, b.url),
          body: '{}',
        });
        expect(response.status).toBe(404); // past the token check on instance B
        const stored = await a.app.db
          .selectFrom('app_meta')
          .select('value')
          .where('key', '=', 'cookie_secret')
          .execute();
        expect(stored).toHaveLength(1);
        expect(stored[0]?.value.length).toBeGreaterThanOrEqual(32);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it.runIf(backend.name === 'SQLite')(
      'keeps the SQLite settings on its one connection, transactions included',
      async () => {
        const { db } = await open();
        const pragmas = async () => ({
          journal: (await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows[0],
          synchronous: (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0],
          foreignKeys: (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db))
            .rows[0],
          busy: (await sql<{ timeout: number }>`pragma busy_timeout`.execute(db)).rows[0],
        });
        const expected = {
          journal: { journal_mode: 'wal' },
          synchronous: { synchronous: 2 },
          foreignKeys: { foreign_keys: 1 },
          busy: { timeout: 5000 },
        };
        expect(await pragmas()).toEqual(expected);
        // Concurrent transactions queue on the connection instead of failing with SQLITE_BUSY.
        await Promise.all(
          ['a', 'b', 'c'].map((key) =>
            db.transaction().execute(async (tx) => {
              await getOrCreateMeta(tx, `tx-${key}`, () => key);
              await new Promise((resolve) => setTimeout(resolve, 20));
            }),
          ),
        );
        expect(await pragmas()).toEqual(expected);
      },
    );

    it('closes idempotently', async () => {
      const handle = await open();
      await handle.close();
      await handle.close();
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow();
    });
  });
}

// PostgreSQL only: Kysely holds an advisory lock there while it migrates. Its SQLite lock is a
// no-op (one process per file is assumed), so several instances need PostgreSQL (docs/deploy.md).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'several instances starting at once on PostgreSQL',
  () => {
    it('migrate a fresh database once (Kysely takes a lock), and all of them start', async () => {
      const setup = await backends[1]!.prepare();
      const handles = await Promise.all(
        Array.from({ length: 4 }, () => createDatabase(setup.config)),
      );
      try {
        const { rows } = await sql<{
          name: string;
        }>`select name from kysely_migration order by name`.execute(handles[0]!.db);
        expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await setup.cleanup();
      }
    });
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('two schemas of one PostgreSQL database', () => {
  it("each get their own migration tables (Kysely would take the other schema's for its own)", async () => {
    const first = (await createPgSchema())!;
    const second = (await createPgSchema())!;
    const handles: DatabaseHandle[] = [];
    try {
      handles.push(await createDatabase({ DATA_DIR: '', DATABASE_URL: first.url }));
      handles.push(await createDatabase({ DATA_DIR: '', DATABASE_URL: second.url }));
      const { rows } = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(handles[1]!.db);
      expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await first.drop();
      await second.drop();
    }
  });
});
