import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import { parseEmailAddress } from '@studio/shared';
import type {
  StudioLead,
  StudioLeadQuery,
  ChatHandover,
  ChatMessage,
  Lang,
  Lead,
  LeadDetails,
  LeadSource,
  LeadStatus,
  ProjectType,
} from '@studio/shared';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/index.js';
import type { LeadsTable, OutboxTable } from '../db/schema.js';

export function newTrackingToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so a copy of the database does not open the tracking pages. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const NO_PROJECT_TYPE = 'none';

/** A lead from the chat has no project type and maybe no name (''). */
type StoredLeadFields = Omit<Lead, 'project_type'> & { project_type: ProjectType | null };

export interface StoredLead {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: LeadStatus;
  lang: Lang;
  source: LeadSource;
  lead: StoredLeadFields;
  conversation: ChatMessage[] | null;
}

function rowToLead(row: LeadsTable): StoredLead {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: row.status as LeadStatus,
    lang: row.lang as Lang,
    source: row.source === 'chat' ? 'chat' : 'form',
    conversation:
      row.conversation === null ? null : (JSON.parse(row.conversation) as ChatMessage[]),
    lead: {
      project_type: row.project_type === NO_PROJECT_TYPE ? null : (row.project_type as ProjectType),
      details: JSON.parse(row.details) as LeadDetails,
      budget_range: row.budget_range,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      message: row.message,
      consent: true,
    },
  };
}

export interface OutboxMessage {
  kind: string;
  recipient: string | null;
  payload: unknown;
}

export function outboxRow(message: OutboxMessage, leadId: string | null, at: string): OutboxTable {
  return {
    id: randomUUID(),
    lead_id: leadId,
    kind: message.kind,
    recipient: message.recipient,
    payload: JSON.stringify(message.payload),
    status: 'pending',
    attempts: 0,
    next_attempt_at: at,
    last_error: null,
    created_at: at,
    sent_at: null,
  };
}

export interface CreatedLead {
  id: string;
  token: string;
  createdAt: string;
}

interface InsertOptions {
  /** The lead's notifications, stored in the same transaction. */
  outbox?: (created: CreatedLead) => OutboxMessage[];
  now?: Date;
  tokenFor?: (id: string) => string;
}

/** When this resolves the commit is on disk (SQLite synchronous=FULL, PostgreSQL's fsync). */
export function insertLead(
  db: Db,
  lead: Lead,
  lang: Lang,
  options?: InsertOptions,
): Promise<CreatedLead> {
  return insertRow(db, options, {
    lang,
    source: 'form',
    project_type: lead.project_type,
    details: JSON.stringify(lead.details),
    budget_range: lead.budget_range,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    message: lead.message,
    conversation: null,
  });
}

export function insertChatLead(
  db: Db,
  handover: ChatHandover,
  lang: Lang,
  options?: InsertOptions,
): Promise<CreatedLead> {
  return insertRow(db, options, {
    lang,
    source: 'chat',
    project_type: NO_PROJECT_TYPE,
    details: '{}',
    budget_range: null,
    name: handover.name ?? '',
    email: handover.email,
    phone: null,
    company: null,
    message: null,
    // The words only: a reply's signature was for checking it (chat/conversation-signature.ts).
    conversation: JSON.stringify(handover.messages.map(({ role, content }) => ({ role, content }))),
  });
}

type LeadFields = Omit<
  LeadsTable,
  'id' | 'created_at' | 'updated_at' | 'status' | 'tracking_hash' | 'read_at'
>;

async function insertRow(
  db: Db,
  { outbox = () => [], now = new Date(), tokenFor = newTrackingToken }: InsertOptions = {},
  fields: LeadFields,
): Promise<CreatedLead> {
  const id = randomUUID();
  const created: CreatedLead = { id, token: tokenFor(id), createdAt: now.toISOString() };
  const leadRow: LeadsTable = {
    id: created.id,
    created_at: created.createdAt,
    updated_at: created.createdAt,
    status: 'received',
    ...fields,
    tracking_hash: hashToken(created.token),
    read_at: null,
  };
  const eventRow = {
    id: randomUUID(),
    lead_id: created.id,
    status: 'received',
    note: null,
    created_at: created.createdAt,
  };
  const outboxRows = outbox(created).map((message) =>
    outboxRow(message, created.id, created.createdAt),
  );

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // One statement (data-modifying CTEs, atomic on its own) instead of five round trips:
    // under load each waits its turn on the event loop, so this keeps leads flowing.
    const withLead = db
      .with('lead_row', (q) => q.insertInto('leads').values(leadRow).returning('id'))
      .with('event_row', (q) => q.insertInto('lead_events').values(eventRow).returning('id'));
    if (outboxRows.length > 0) await withLead.insertInto('outbox').values(outboxRows).execute();
    else await withLead.selectFrom('lead_row').select('id').execute();
    return created;
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('leads').values(leadRow).execute();
    await trx.insertInto('lead_events').values(eventRow).execute();
    if (outboxRows.length > 0) await trx.insertInto('outbox').values(outboxRows).execute();
  });
  return created;
}

export async function findLeadByToken(db: Db, token: string): Promise<StoredLead | null> {
  const row = await db
    .selectFrom('leads')
    .selectAll()
    .where('tracking_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row ? rowToLead(row) : null;
}

export async function leadHistory(db: Db, leadId: string): Promise<StudioLead['history']> {
  const rows = await db
    .selectFrom('lead_events')
    .select(['status', 'note', 'created_at as at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows as StudioLead['history'];
}

export interface LeadFilter {
  status?: LeadStatus;
  /** ISO date or timestamp: created at or after. */
  since?: string;
  /** ISO date or timestamp: created before. */
  until?: string;
}

export async function listLeads(db: Db, filter: LeadFilter = {}): Promise<StoredLead[]> {
  let query = db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.since) query = query.where('created_at', '>=', filter.since);
  if (filter.until) query = query.where('created_at', '<', filter.until);
  return (await query.execute()).map(rowToLead);
}

/** The note is shown on the tracking page. */
export async function setLeadStatus(
  db: Db,
  id: string,
  status: LeadStatus,
  note: string | null,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('leads')
      .set({ status, updated_at: at })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('lead_events')
      .values({ id: randomUUID(), lead_id: id, status, note, created_at: at })
      .execute();
    return true;
  });
}

/** What an erasure or a purge deleted. */
interface Removed {
  leads: number;
  outbox: number;
  newsletter: number;
}

async function deleteLeads(
  db: Transaction<Database>,
  ids: string[],
): Promise<{ leads: number; outbox: number }> {
  if (ids.length === 0) return { leads: 0, outbox: 0 };
  const outbox = await db.deleteFrom('outbox').where('lead_id', 'in', ids).executeTakeFirst();
  await db.deleteFrom('lead_events').where('lead_id', 'in', ids).execute();
  const leads = await db.deleteFrom('leads').where('id', 'in', ids).executeTakeFirst();
  return { leads: Number(leads.numDeletedRows), outbox: Number(outbox.numDeletedRows) };
}

/** GDPR erasure: notifications go too, since they quote the name, phone and message. */
export async function eraseEmail(db: Db, email: string): Promise<Removed> {
  const typed = email.trim().toLowerCase();
  // The address as the shared rule stores it (an internationalised domain in punycode), and
  // as typed, for rows stored before that rule.
  const addresses = [...new Set([typed, parseEmailAddress(typed) ?? typed])];
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom('leads')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), 'in', addresses))
        .execute()
    ).map((row) => row.id);
    const removed = await deleteLeads(trx, ids);
    const outbox = await trx
      .deleteFrom('outbox')
      .where((eb) => eb(eb.fn('lower', ['recipient']), 'in', addresses))
      .executeTakeFirst();
    const newsletter = await trx
      .deleteFrom('newsletter_subscribers')
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', addresses))
      .executeTakeFirst();
    return {
      leads: removed.leads,
      outbox: removed.outbox + Number(outbox.numDeletedRows),
      newsletter: Number(newsletter.numDeletedRows),
    };
  });
}

/**
 * A confirmed newsletter subscription stays while the person wants it: every mail carries its
 * one-click unsubscribe link, and `erase` removes it on request.
 */
export async function purgeExpired(db: Db, before: Date): Promise<Removed> {
  const cutoff = before.toISOString();
  const ids = (
    await db.selectFrom('leads').select('id').where('created_at', '<', cutoff).execute()
  ).map((row) => row.id);
  const report: Removed = { leads: 0, outbox: 0, newsletter: 0 };
  for (let i = 0; i < ids.length; i += 500) {
    const removed = await db
      .transaction()
      .execute((trx) => deleteLeads(trx, ids.slice(i, i + 500)));
    report.leads += removed.leads;
    report.outbox += removed.outbox;
  }
  const outbox = await db
    .deleteFrom('outbox')
    .where('lead_id', 'is', null)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  report.outbox += Number(outbox.numDeletedRows);
  const newsletter = await db
    .deleteFrom('newsletter_subscribers')
    .where('status', '!=', 'confirmed')
    .where('updated_at', '<', cutoff)
    .executeTakeFirst();
  report.newsletter = Number(newsletter.numDeletedRows);
  return report;
}

/** tracking-token.ts checks the token it derives from the id against `trackingHash`. */
export interface InboxLead extends StoredLead {
  read: boolean;
  trackingHash: string;
}

function inboxLead(row: LeadsTable): InboxLead {
  return { ...rowToLead(row), read: row.read_at !== null, trackingHash: row.tracking_hash };
}

export async function findLeadById(db: Db, id: string): Promise<InboxLead | null> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? inboxLead(row) : null;
}

interface LeadPage {
  leads: InboxLead[];
  /** On every page. */
  total: number;
  /** Whatever the filters. */
  unread: number;
}

function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `pageSize` null: all of them, for an export. */
export async function searchLeads(
  db: Db,
  { status, type, source, q, page = 1 }: Omit<StudioLeadQuery, 'page'> & { page?: number },
  pageSize: number | null,
): Promise<LeadPage> {
  let query = db.selectFrom('leads');
  if (status) query = query.where('status', '=', status);
  if (type) query = query.where('project_type', '=', type);
  if (source) query = query.where('source', '=', source);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or(
        (['name', 'email', 'company'] as const).map(
          (column) =>
            sql<boolean>`lower(coalesce(${eb.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  const counted = await query
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirst();
  let ordered = query.selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (pageSize !== null) ordered = ordered.limit(pageSize).offset((page - 1) * pageSize);
  const rows = await ordered.execute();
  const unread = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return {
    leads: rows.map(inboxLead),
    total: Number(counted?.count ?? 0),
    unread: Number(unread?.count ?? 0),
  };
}

/** Keeps when it was first read. */
export async function markLeadRead(
  db: Db,
  id: string,
  read: boolean,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable('leads')
    .set({ read_at: read ? sql<string>`coalesce(read_at, ${now.toISOString()})` : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function leadNotifications(
  db: Db,
  leadId: string,
): Promise<StudioLead['notifications']> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    // The mail's own recipient (the studio's address for the studio's mail); `recipient` is
    // the person the message is about, for erasure.
    let subject: string | null = null;
    let to: string | null = null;
    try {
      const payload = JSON.parse(row.payload) as { subject?: unknown; to?: unknown };
      if (typeof payload.subject === 'string') subject = payload.subject;
      if (typeof payload.to === 'string') to = payload.to;
    } catch {
      // A payload that is no JSON shows neither.
    }
    return {
      kind: row.kind,
      to,
      subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    };
  });
}
