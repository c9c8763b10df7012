import type { Kysely } from 'kysely';

/**
 * The quote form's funnel takes only what a page view can have sent (decision 014):
 * `funnel_views` keeps, for a short while, what each page view has counted so far under the
 * random id the form made for it (no address, no agent, nothing about the visitor), and
 * `funnel_dropped` counts per day the events that did not fit. Two new tables: portable.
 */
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('funnel_dropped').execute();
  await db.schema.dropTable('funnel_views').execute();
}
