import { z } from 'zod';
import { LEAD_STATUSES, PROJECT_TYPES } from './lead.js';
import { LEAD_SOURCES } from './chat-handover-client.js';

/* The API's answers about leads. Apart from lead.ts so the form's chunk needs no zod. */

/** The success answer of POST /api/v1/leads. */
export const LeadCreatedSchema = z.object({ id: z.string(), trackingUrl: z.string() });
export type LeadCreated = z.infer<typeof LeadCreatedSchema>;

/** GET /api/v1/leads/track?t=TOKEN */
export const LeadTrackingSchema = z.object({
  id: z.string(),
  /** `chat` for a hand-over from the chat: no project type, the visitor's question instead. */
  source: z.enum(LEAD_SOURCES),
  project_type: z.enum(PROJECT_TYPES).nullable(),
  /** The question a hand-over from the chat was about (the visitor's last message). */
  question: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  budget_range: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(LEAD_STATUSES),
  history: z.array(
    z.object({ status: z.enum(LEAD_STATUSES), note: z.string().nullable(), at: z.string() }),
  ),
});
export type LeadTracking = z.infer<typeof LeadTrackingSchema>;
