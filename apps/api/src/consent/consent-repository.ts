import { randomUUID } from 'node:crypto';
import type { ConsentRecord } from '@studio/shared';
import type { Db } from '../db/index.js';

/** Proof of consent (decision 013). */
export async function recordConsent(db: Db, record: ConsentRecord, at = new Date()) {
  await db
    .insertInto('consent_records')
    .values({
      id: randomUUID(),
      consent_id: record.consentId,
      analytics: record.analytics ? 1 : 0,
      advertising: record.advertising ? 1 : 0,
      policy_version: record.policyVersion,
      lang: record.lang,
      created_at: at.toISOString(),
    })
    .execute();
}

interface StoredConsent {
  analytics: boolean;
  advertising: boolean;
  policyVersion: string;
  lang: string;
  createdAt: string;
}

export async function consentHistory(db: Db, consentId: string): Promise<StoredConsent[]> {
  const rows = await db
    .selectFrom('consent_records')
    .selectAll()
    .where('consent_id', '=', consentId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    analytics: row.analytics === 1,
    advertising: row.advertising === 1,
    policyVersion: row.policy_version,
    lang: row.lang,
    createdAt: row.created_at,
  }));
}

/** Decision 021: as long as a choice holds and a year after (CONSENT_RETENTION_DAYS). */
export async function purgeConsentRecords(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('consent_records')
    .where('created_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
