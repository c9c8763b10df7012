import { sql } from 'kysely';
import { FUNNEL_EVENTS, type FunnelCount, type FunnelEvent } from '@studio/shared';
import type { Db } from '../db/index.js';

/** UTC day of a time, YYYY-MM-DD: the funnel's unit of time. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Adds a batch of events to the day's counters: one upsert per distinct (language, type,
 * event), whatever the batch's length, so a flood of batches costs the database a bounded
 * number of writes each.
 */
export async function recordFunnel(db: Db, events: readonly FunnelCount[], at = new Date()) {
  const day = dayOf(at);
  const counts = new Map<
    string,
    { lang: string; project_type: string; event: string; count: number }
  >();
  for (const { event, type, lang } of events) {
    const key = `${lang}|${type}|${event}`;
    const row = counts.get(key) ?? { lang, project_type: type, event, count: 0 };
    row.count += 1;
    counts.set(key, row);
  }
  if (counts.size === 0) return;
  await db
    .insertInto('funnel_counts')
    .values([...counts.values()].map((row) => ({ day, ...row })))
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'lang', 'project_type', 'event'])
        .doUpdateSet({ count: sql<number>`funnel_counts.count + excluded.count` }),
    )
    .execute();
}

/** The funnel of one project type in one language over a period: a count per event. */
export interface FunnelRow {
  type: string;
  lang: string;
  counts: Record<FunnelEvent, number>;
}

/** The funnel per type and language between two days (inclusive, YYYY-MM-DD), busiest first. */
export async function funnelReport(
  db: Db,
  { since, until }: { since?: string; until?: string } = {},
): Promise<FunnelRow[]> {
  let query = db
    .selectFrom('funnel_counts')
    .select([
      'lang',
      'project_type',
      'event',
      (eb) => eb.fn.sum<string | number>('count').as('total'),
    ])
    .groupBy(['lang', 'project_type', 'event']);
  if (since) query = query.where('day', '>=', since);
  if (until) query = query.where('day', '<=', until);
  const rows = new Map<string, FunnelRow>();
  for (const { lang, project_type, event, total } of await query.execute()) {
    const key = `${project_type}|${lang}`;
    const row = rows.get(key) ?? {
      type: project_type,
      lang,
      counts: Object.fromEntries(FUNNEL_EVENTS.map((name) => [name, 0])) as FunnelRow['counts'],
    };
    if ((FUNNEL_EVENTS as readonly string[]).includes(event)) {
      row.counts[event as FunnelEvent] += Number(total);
    }
    rows.set(key, row);
  }
  const reach = (row: FunnelRow) => FUNNEL_EVENTS.reduce((sum, name) => sum + row.counts[name], 0);
  return [...rows.values()].sort(
    (a, b) => reach(b) - reach(a) || a.type.localeCompare(b.type) || a.lang.localeCompare(b.lang),
  );
}
