import type { Kysely } from 'kysely';

/**
 * Leads from the chat's hand-over (decision 017): where a lead came from (`form` for
 * every existing row) and the conversation it carries (JSON, null for the quote form's). A chat
 * lead has no project type: it stores `none`, as the funnel does before a type is chosen, so
 * `project_type` stays NOT NULL (SQLite cannot drop a NOT NULL without rebuilding the table).
 * Only ADD COLUMN: portable, and instant on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('form'))
    .execute();
  await db.schema.alterTable('leads').addColumn('conversation', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').dropColumn('conversation').execute();
  await db.schema.alterTable('leads').dropColumn('source').execute();
}
