/** The tables, as Kysely sees them. Timestamps are ISO-8601 text on both dialects. */
export interface Database {
  app_meta: AppMetaTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  outbox: OutboxTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  funnel_counts: FunnelCountsTable;
  funnel_views: FunnelViewsTable;
  funnel_dropped: FunnelDroppedTable;
  consent_records: ConsentRecordsTable;
  studio_links: StudioLinksTable;
  studio_sessions: StudioSessionsTable;
  studio_sign_in_refusals: StudioSignInRefusalsTable;
  audit_log: AuditLogTable;
}

interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface LeadsTable {
  id: string;
  created_at: string;
  updated_at: string;
  /** One of LEAD_STATUSES. */
  status: string;
  lang: string;
  /** One of LEAD_SOURCES. */
  source: string;
  /** `none` for a lead from the chat. */
  project_type: string;
  /** JSON: the type's own fields (LeadDetails); `{}` for a lead from the chat. */
  details: string;
  budget_range: string | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  tracking_hash: string;
  /** JSON: the chat conversation of a hand-over (ChatMessage[]); null for the quote form's. */
  conversation: string | null;
  read_at: string | null;
}

/** A lead's status history: one row per change, the first is `received`. */
interface LeadEventsTable {
  id: string;
  lead_id: string;
  status: string;
  note: string | null;
  created_at: string;
}

/** Written in the same transaction as their lead. */
export interface OutboxTable {
  id: string;
  lead_id: string | null;
  /** mail | webhook */
  kind: string;
  /** The person the message is about, for GDPR erasure. */
  recipient: string | null;
  /** JSON of the message; once delivered, only whom and what about (outbox/sent-record.ts). */
  payload: string;
  /** pending | sending (claimed, lease in next_attempt_at) | sent | held (nothing to deliver it) */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface NewsletterSubscribersTable {
  id: string;
  /** Lower-cased. */
  email: string;
  lang: string;
  /** pending | confirmed | unsubscribed */
  status: string;
  confirm_hash: string;
  unsubscribe_hash: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
}

/** The quote form's funnel (decision 014): aggregated counters, nothing about a person. */
interface FunnelCountsTable {
  /** UTC date, YYYY-MM-DD. */
  day: string;
  lang: string;
  /** A project type, or `none` before one is chosen. */
  project_type: string;
  /** One of FUNNEL_EVENTS. */
  event: string;
  count: number;
}

/** What a page view's batches counted, so a step counts once and in order (decision 014). */
interface FunnelViewsTable {
  view: string;
  /** JSON of its FunnelView. */
  state: string;
  seen_at: string;
}

/** Funnel events that did not fit their page view (repeated, out of order), per UTC day. */
interface FunnelDroppedTable {
  day: string;
  count: number;
}

/** Proof of cookie consent (decision 013): one row per choice, nothing about the person. */
interface ConsentRecordsTable {
  id: string;
  /** Made by the visitor's browser, which keeps it with the choice. */
  consent_id: string;
  /** 1 = allowed, 0 = refused. */
  analytics: number;
  advertising: number;
  policy_version: string;
  lang: string;
  created_at: string;
}

interface StudioLinksTable {
  /** Named by the mail that waits in the outbox for it. */
  id: string;
  /** SHA-256 (hex) of the link's token; null until the outbox delivers the mail. */
  token_hash: string | null;
  /** Lower-cased. */
  email: string;
  created_at: string;
  /** The token is made at delivery: the link's fifteen minutes run from then. */
  sent_at: string | null;
  used_at: string | null;
}

/** Signed-in staff: the cookie holds the id, the table its hash. */
interface StudioSessionsTable {
  id_hash: string;
  email: string;
  created_at: string;
  /** For the idle expiry. */
  seen_at: string;
}

/** No address is kept. */
interface StudioSignInRefusalsTable {
  day: string;
  reason: string;
  count: number;
}

interface AuditLogTable {
  id: string;
  at: string;
  /** A staff member's address, or `cli` for the command line. */
  actor: string;
  action: string;
  lead_id: string | null;
  /** JSON of the action's particulars: never a visitor's personal data. */
  detail: string;
}
