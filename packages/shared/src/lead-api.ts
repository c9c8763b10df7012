import { z } from 'zod';
import { LEAD_STATUSES, PROJECT_TYPES } from './lead.js';
import { LEAD_SOURCES } from './chat-handover-client.js';

// Apart from lead.ts so the form's chunk needs no zod.

export const LeadCreatedSchema = z.object({ id: z.string(), trackingUrl: z.string() });
export type LeadCreated = z.infer<typeof LeadCreatedSchema>;

export const LeadTrackingSchema = z.object({
  id: z.string(),
  /** A hand-over from the chat has no project type, but the visitor's last message instead. */
  source: z.enum(LEAD_SOURCES),
  project_type: z.enum(PROJECT_TYPES).nullable(),
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
