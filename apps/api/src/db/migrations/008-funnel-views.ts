import type { Kysely } from 'kysely';

/** Only what a page view can have sent, and nothing about the visitor (decision 014). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('funnel_views')
    .addColumn('view', 'text', (column) => column.primaryKey())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('seen_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('funnel_views_seen_at')
    .on('funnel_views')
    .column('seen_at')
    .execute();
  await db.schema
    .createTable('funnel_dropped')
    .addColumn('day', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .execute();
}
