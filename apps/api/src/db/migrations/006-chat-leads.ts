import type { Kysely } from 'kysely';

/**
 * Leads from the chat's hand-over (decision 017). A chat lead stores `none` as its project type
 * so `project_type` stays NOT NULL: SQLite cannot drop a NOT NULL without rebuilding the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('form'))
    .execute();
  await db.schema.alterTable('leads').addColumn('conversation', 'text').execute();
}
