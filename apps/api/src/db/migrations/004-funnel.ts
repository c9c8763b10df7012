import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('funnel_counts')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('project_type', 'text', (column) => column.notNull())
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('funnel_counts_pk', ['day', 'lang', 'project_type', 'event'])
    .execute();
}
