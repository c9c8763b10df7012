import { sql } from 'kysely';
import {
  FUNNEL_EVENTS,
  FUNNEL_TYPES,
  newFunnelView,
  takeFunnelEvent,
  type FunnelBatch,
  type FunnelCount,
  type FunnelEvent,
  type FunnelType,
  type FunnelView,
  isLang,
  LANGS,
  type StudioFunnel,
} from '@studio/shared';
import type { Db } from '../db/index.js';

export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

export const noCounts = () =>
  Object.fromEntries(FUNNEL_EVENTS.map((name) => [name, 0])) as Record<FunnelEvent, number>;

const isEvent = (name: string): name is FunnelEvent =>
  (FUNNEL_EVENTS as readonly string[]).includes(name);

/**
 * One page view's batches arrive over as long as the visitor takes to fill the form: minutes,
 * seldom more than an hour. Shorter, the last steps of a slow visitor would count as dropped.
 */
export const FUNNEL_VIEW_TTL_MS = 2 * 60 * 60 * 1000;

/** Per process, not on every batch. */
const SWEEP_INTERVAL_MS = 60 * 1000;
const lastSweep = new WeakMap<Db, number>();

async function sweepViews(db: Db, at: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(at.getTime() - last) < SWEEP_INTERVAL_MS) return;
  lastSweep.set(db, at.getTime());
  const cutoff = new Date(at.getTime() - FUNNEL_VIEW_TTL_MS).toISOString();
  await db.deleteFrom('funnel_views').where('seen_at', '<', cutoff).execute();
}

const isType = (value: unknown): value is FunnelType =>
  (FUNNEL_TYPES as readonly unknown[]).includes(value);

/** A damaged row starts the view afresh. */
function parseView(text: string): FunnelView {
  try {
    const value = JSON.parse(text) as Partial<Record<keyof FunnelView, unknown>>;
    const types = (list: unknown) => (Array.isArray(list) && list.every(isType) ? list : null);
    const step2 = types(value.step2);
    const step3 = types(value.step3);
    const shown = value.shown === null || isType(value.shown) ? value.shown : undefined;
    const { sent, failures } = value;
    if (shown === undefined || !step2 || !step3 || typeof sent !== 'boolean')
      return newFunnelView();
    if (typeof failures !== 'number' || !Number.isInteger(failures)) return newFunnelView();
    return { shown, step2, step3, sent, failures };
  } catch {
    return newFunnelView();
  }
}

/** `takeFunnelEvent` records what fits in the view. */
function sortOut(view: FunnelView, events: readonly FunnelCount[]) {
  const accepted = events.filter((event) => takeFunnelEvent(view, event));
  return { accepted, dropped: events.length - accepted.length };
}

async function recordDropped(db: Db, dropped: number, at: Date): Promise<void> {
  if (dropped === 0) return;
  await db
    .insertInto('funnel_dropped')
    .values({ day: dayOf(at), count: dropped })
    .onConflict((conflict) =>
      conflict
        .column('day')
        .doUpdateSet({ count: sql<number>`funnel_dropped.count + excluded.count` }),
    )
    .execute();
}

/**
 * Without a page-view id (a page loaded before the id existed), the batch is a page view of its
 * own. What each page view counted is kept in the database, not in memory: its batches may reach
 * different instances. The upsert that reads the row also locks it (PostgreSQL; SQLite runs one
 * transaction at a time), so two batches of a page view arriving together are taken in turn.
 */
export async function admitFunnel(
  db: Db,
  batch: FunnelBatch,
  at = new Date(),
): Promise<{ accepted: number; dropped: number }> {
  await sweepViews(db, at);
  const { view: id, events } = batch;
  if (id === undefined) {
    const { accepted, dropped } = sortOut(newFunnelView(), events);
    await recordFunnel(db, accepted, at);
    await recordDropped(db, dropped, at);
    return { accepted: accepted.length, dropped };
  }
  const now = at.toISOString();
  const expired = new Date(at.getTime() - FUNNEL_VIEW_TTL_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('funnel_views')
      .values({ view: id, state: JSON.stringify(newFunnelView()), seen_at: now })
      .onConflict((conflict) =>
        conflict.column('view').doUpdateSet((eb) => ({ view: eb.ref('excluded.view') })),
      )
      .returning(['state', 'seen_at'])
      .executeTakeFirstOrThrow();
    const view = stored.seen_at < expired ? newFunnelView() : parseView(stored.state);
    const { accepted, dropped } = sortOut(view, events);
    await trx
      .updateTable('funnel_views')
      .set({ state: JSON.stringify(view), seen_at: now })
      .where('view', '=', id)
      .execute();
    await recordFunnel(trx, accepted, at);
    await recordDropped(trx, dropped, at);
    return { accepted: accepted.length, dropped };
  });
}

/**
 * No check of the events' order (`admitFunnel` does that first). One upsert per distinct
 * (language, type, event), so a flood of batches costs a bounded number of writes each.
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
  // In one order whatever the batch's: two batches upserting the same counters together lock
  // them in the same order, so they wait for each other instead of deadlocking (PostgreSQL).
  const rows = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await db
    .insertInto('funnel_counts')
    .values(rows.map(([, row]) => ({ day, ...row })))
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'lang', 'project_type', 'event'])
        .doUpdateSet({ count: sql<number>`funnel_counts.count + excluded.count` }),
    )
    .execute();
}

export interface FunnelRow {
  type: string;
  lang: string;
  counts: Record<FunnelEvent, number>;
}

/** Days inclusive. */
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
    const row = rows.get(key) ?? { type: project_type, lang, counts: noCounts() };
    if (isEvent(event)) row.counts[event] += Number(total);
    rows.set(key, row);
  }
  const reach = (row: FunnelRow) => FUNNEL_EVENTS.reduce((sum, name) => sum + row.counts[name], 0);
  return [...rows.values()].sort(
    (a, b) => reach(b) - reach(a) || a.type.localeCompare(b.type) || a.lang.localeCompare(b.lang),
  );
}

export async function funnelDropped(
  db: Db,
  { since, until }: { since?: string; until?: string } = {},
): Promise<number> {
  let query = db
    .selectFrom('funnel_dropped')
    .select((eb) => eb.fn.sum<string | number | null>('count').as('total'));
  if (since) query = query.where('day', '>=', since);
  if (until) query = query.where('day', '<=', until);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The Monday (UTC) of a day's ISO week. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

type FunnelWeek = StudioFunnel['weeks'][number];

export async function funnelWeeks(db: Db, weeks = 12, now = new Date()): Promise<FunnelWeek[]> {
  const since = weekOf(dayOf(new Date(now.getTime() - (weeks - 1) * 7 * 24 * 60 * 60 * 1000)));
  const rows = await db
    .selectFrom('funnel_counts')
    .select(['day', 'lang', 'event', (eb) => eb.fn.sum<string | number>('count').as('total')])
    .where('day', '>=', since)
    .groupBy(['day', 'lang', 'event'])
    .execute();
  const byWeek = new Map<string, FunnelWeek>();
  for (const { day, lang, event, total } of rows) {
    if (!isLang(lang) || !isEvent(event)) continue;
    const week = weekOf(day);
    const key = `${week}|${lang}`;
    const entry = byWeek.get(key) ?? { week, lang, counts: noCounts() };
    entry.counts[event] += Number(total);
    byWeek.set(key, entry);
  }
  return [...byWeek.values()].sort(
    (a, b) => a.week.localeCompare(b.week) || LANGS.indexOf(a.lang) - LANGS.indexOf(b.lang),
  );
}
