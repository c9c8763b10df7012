import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AuditAction, AuditEntry } from '@studio/shared';
import type { Database, Db } from '../db/index.js';

/**
 * What staff did, with who and when: sign-ins and outs, status changes, reads, exports and
 * erasures, from the inbox (the actor is the staff address) or the command line (`cli`). The
 * details name a lead by its id and never hold a visitor's personal data, so the log can
 * outlive an erasure.
 */

export type AuditDetail = AuditEntry['detail'];

/** The actor of what the command line does. */
export const CLI_ACTOR = 'cli';

export async function recordAudit(
  db: Db | Transaction<Database>,
  entry: { actor: string; action: AuditAction; leadId?: string | null; detail?: AuditDetail },
  now: Date = new Date(),
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

/** The latest entries, newest first. */
export async function listAudit(db: Db, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor,
    action: row.action as AuditAction,
    leadId: row.lead_id,
    detail: JSON.parse(row.detail) as AuditDetail,
  }));
}
