import { sql, type Kysely } from 'kysely';

/**
 * A sign-in link's token is made when the outbox delivers its mail (studio/staff-auth.ts), so a
 * copy of the database taken while a mail waits opens nothing. The links table is made anew
 * rather than altered (its rows live fifteen minutes; SQLite cannot drop a primary key), and
 * waiting mails of the old kind, which hold a plain token, go with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('studio_links').execute();
  await db.schema
    .createTable('studio_links')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.unique())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('studio_links_email_created')
    .on('studio_links')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createTable('studio_sign_in_refusals')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('studio_sign_in_refusals_pk', ['day', 'reason'])
    .execute();
  await sql`DELETE FROM outbox WHERE lead_id IS NULL AND status <> 'sent' AND payload LIKE ${'%/estudio/entrar?token=%'}`.execute(
    db,
  );
}
