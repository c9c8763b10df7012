import type { Kysely } from 'kysely';

/** Decision 013: nothing that identifies the person, no address, no browser details. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('consent_id', 'text', (column) => column.notNull())
    .addColumn('analytics', 'integer', (column) => column.notNull())
    .addColumn('advertising', 'integer', (column) => column.notNull())
    .addColumn('policy_version', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('consent_records_consent_id')
    .on('consent_records')
    .column('consent_id')
    .execute();
}
