import { z } from 'zod';
import { LANGS } from './lang.js';
import { LEAD_STATUSES, PROJECT_TYPES } from './lead.js';
import { LEAD_SOURCES } from './chat-handover-client.js';
import { FUNNEL_EVENTS } from './funnel-events.js';

/** Not linked from the public pages, never indexed. */
export const STUDIO_PATH = '/estudio';
export const STUDIO_SIGN_IN_PATH = `${STUDIO_PATH}/entrar`;
/** A sign-in link works once, within this time. */
export const STUDIO_LINK_MINUTES = 15;
export const STUDIO_IDLE_HOURS = 12;
/** Since the session began, whatever happens. */
export const STUDIO_SESSION_DAYS = 7;
export const STUDIO_PAGE_SIZE = 50;
export const STUDIO_NOTE_MAX = 2000;

/** A sign-in link's token and a session id: 256 random bits, base64url. */
export const STUDIO_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The answer is the same whatever the address. */
export const StudioSignInRequestSchema = z.strictObject({
  email: z.string().trim().min(3).max(254),
  lang: z.enum(LANGS),
});

export const StudioSessionRequestSchema = z.strictObject({
  token: z.string().regex(STUDIO_SECRET_PATTERN),
});

export const StudioStatusSchema = z.object({ enabled: z.boolean(), email: z.string().nullable() });

export const StudioMeSchema = z.object({ email: z.string() });
export type StudioMe = z.infer<typeof StudioMeSchema>;

export const StudioLeadQuerySchema = z.strictObject({
  status: z.enum(LEAD_STATUSES).optional(),
  type: z.enum(PROJECT_TYPES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  /** Part of a name, e-mail address or company. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StudioLeadQuery = z.input<typeof StudioLeadQuerySchema>;

const StudioLeadSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(LEAD_STATUSES),
  lang: z.enum(LANGS),
  source: z.enum(LEAD_SOURCES),
  projectType: z.enum(PROJECT_TYPES).nullable(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  read: z.boolean(),
});
export type StudioLeadSummary = z.infer<typeof StudioLeadSummarySchema>;

export const StudioLeadListSchema = z.object({
  leads: z.array(StudioLeadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: z.number().int(),
});
export type StudioLeadList = z.infer<typeof StudioLeadListSchema>;

const HistoryEntrySchema = z.object({
  status: z.enum(LEAD_STATUSES),
  note: z.string().nullable(),
  at: z.string(),
});

export const StudioLeadSchema = StudioLeadSummarySchema.extend({
  phone: z.string().nullable(),
  message: z.string().nullable(),
  budgetRange: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  conversation: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() }))
    .nullable(),
  history: z.array(HistoryEntrySchema),
  /** Null without COOKIE_SECRET: the database keeps only the token's hash. */
  trackingUrl: z.string().nullable(),
  notifications: z.array(
    z.object({
      kind: z.string(),
      to: z.string().nullable(),
      subject: z.string().nullable(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type StudioLead = z.infer<typeof StudioLeadSchema>;

/** The visitor reads the note on the tracking page. */
export const StudioStatusChangeSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES),
  note: z.string().trim().max(STUDIO_NOTE_MAX).nullable().default(null),
});

export const StudioReadChangeSchema = z.strictObject({ read: z.boolean() });

export const StudioSignOutSchema = z.strictObject({});

/** The inbox asks first, and says so. */
export const StudioEraseRequestSchema = z.strictObject({ confirm: z.literal(true) });

/** Every lead and message of the address. */
export const StudioEraseReportSchema = z.object({
  leads: z.number().int(),
  outbox: z.number().int(),
  newsletter: z.number().int(),
});

export const AUDIT_ACTIONS = ['sign_in', 'sign_out', 'status', 'export', 'erase'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const AuditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  leadId: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Counted per day, with no address. */
const SIGN_IN_REFUSALS = ['unknown_address', 'too_many_links', 'bad_link'] as const;
export type SignInRefusal = (typeof SIGN_IN_REFUSALS)[number];
export const SIGN_IN_REFUSAL_DAYS = 30;

export const StudioAuditQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const StudioAuditSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  refusals: z.array(
    z.object({ day: z.string(), reason: z.enum(SIGN_IN_REFUSALS), count: z.number().int() }),
  ),
});
export type StudioAudit = z.infer<typeof StudioAuditSchema>;

export const StudioFunnelSchema = z.object({
  weeks: z.array(
    z.object({
      /** Monday of the week, YYYY-MM-DD (UTC). */
      week: z.string(),
      lang: z.enum(LANGS),
      counts: z.record(z.enum(FUNNEL_EVENTS), z.number().int()),
    }),
  ),
});
export type StudioFunnel = z.infer<typeof StudioFunnelSchema>;
