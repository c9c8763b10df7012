import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/**
 * Where a database keeps any of the needles: `table.column` for every text column of every
 * table (Kysely's own too) with a value that holds one, in any case, sorted. On PostgreSQL,
 * the connection's own schema only (other test files' schemas are listed too).
 */
export async function columnsHolding(db: Db, needles: string[]): Promise<string[]> {
  const lowered = needles.map((needle) => needle.toLowerCase());
  let tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (tables.some((table) => table.schema !== undefined)) {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
    tables = tables.filter((table) => table.schema === rows[0]?.name);
  }
  const names = new Set(tables.map((table) => table.name));
  for (const name of ['leads', 'lead_events', 'outbox', 'newsletter_subscribers']) {
    if (!names.has(name)) throw new Error(`columnsHolding: no table ${name} in the database`);
  }
  const hits = new Set<string>();
  for (const table of tables) {
    for (const column of table.columns) {
      if (!/text|char|json|clob/i.test(column.dataType)) continue;
      // Names from the introspection: Kysely's typed builder cannot know them.
      const rows = (await db
        .selectFrom(table.name as 'leads')
        .select(`${column.name} as value` as 'id')
        .execute()) as unknown as { value: unknown }[];
      const holds = ({ value }: { value: unknown }) =>
        typeof value === 'string' && lowered.some((needle) => value.toLowerCase().includes(needle));
      if (rows.some(holds)) hits.add(`${table.name}.${column.name}`);
    }
  }
  return [...hits].sort();
}
