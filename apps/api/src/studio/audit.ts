import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import {
  SIGN_IN_REFUSAL_DAYS,
  type AuditAction,
  type AuditEntry,
  type SignInRefusal,
} from '@studio/shared';
import type { Database, Db } from '../db/index.js';

// Details name a lead by its id, never a visitor's personal data: the log outlives an erasure.

type AuditDetail = AuditEntry['detail'];

export const CLI_ACTOR = 'cli';

export async function recordAudit(
  db: Db | Transaction<Database>,
  entry: { actor: string; action: AuditAction; leadId?: string | null; detail?: AuditDetail },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      actor: entry.actor,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

/** `pageSize` null: every entry. */
export async function listAudit(
  db: Db,
  { page = 1, pageSize = null }: { page?: number; pageSize?: number | null } = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id');
  if (pageSize !== null) query = query.limit(pageSize).offset((page - 1) * pageSize);
  const rows = await query.execute();
  const counted = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  const entries = rows.map((row) => ({
    at: row.at,
    actor: row.actor,
    action: row.action as AuditAction,
    leadId: row.lead_id,
    detail: JSON.parse(row.detail) as AuditDetail,
  }));
  return { entries, total: Number(counted?.count ?? 0) };
}

/** No address, one row per day and reason: a flood of attempts grows a number, not the log. */
export async function countRefusal(db: Db, reason: SignInRefusal, now = new Date()): Promise<void> {
  await db
    .insertInto('studio_sign_in_refusals')
    .values({ day: now.toISOString().slice(0, 10), reason, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'reason'])
        .doUpdateSet({ count: sql<number>`studio_sign_in_refusals.count + 1` }),
    )
    .execute();
}

export async function listRefusals(
  db: Db,
  now = new Date(),
): Promise<{ day: string; reason: SignInRefusal; count: number }[]> {
  const since = new Date(now.getTime() - SIGN_IN_REFUSAL_DAYS * 24 * 60 * 60 * 1000)
    .toISOString()
    .slice(0, 10);
  const rows = await db
    .selectFrom('studio_sign_in_refusals')
    .selectAll()
    .where('day', '>', since)
    .orderBy('day', 'desc')
    .orderBy('reason')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    reason: row.reason as SignInRefusal,
    count: Number(row.count),
  }));
}
