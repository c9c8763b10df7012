import type { Kysely } from 'kysely';
import { sentRecord } from '../../outbox/sent-record.js';

interface OutboxRows {
  outbox: { id: string; kind: string; payload: string; status: string };
}

const PAGE = 500;

/**
 * Strips the rows delivered before the worker did so itself (outbox/sent-record.ts): their
 * tracking, confirm and unsubscribe links were working tokens at rest.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Kysely<OutboxRows>;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'kind', 'payload'])
      .where('status', '=', 'sent')
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      await db
        .updateTable('outbox')
        .set({ payload: sentRecord(row.kind, row.payload) })
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
