import type { Kysely } from 'kysely';

/** Links and sessions are stored by their secret's hash: a copy of the database opens neither. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studio_links')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('studio_links_email_created')
    .on('studio_links')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createTable('studio_sessions')
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('seen_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('actor', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('detail', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.alterTable('leads').addColumn('read_at', 'text').execute();
}
