import { z } from 'zod';
import { LANGS } from './lang.js';
import { FUNNEL_EVENTS, FUNNEL_MAX_BATCH, FUNNEL_TYPES } from './funnel-events.js';

// Names and limits are in funnel-events.ts, without zod, for the quote form's bundle.
const FunnelCountSchema = z.object({
  event: z.enum(FUNNEL_EVENTS),
  type: z.enum(FUNNEL_TYPES),
  lang: z.enum(LANGS),
});
export type FunnelCount = z.infer<typeof FunnelCountSchema>;

/**
 * `view` is a random v4 UUID per page view, never stored and naming no one, that ties a page
 * view's batches together. A batch without one (a page older than the id) counts on its own.
 */
export const FunnelBatchSchema = z.strictObject({
  view: z.uuidv4().optional(),
  events: z.array(FunnelCountSchema).min(1).max(FUNNEL_MAX_BATCH),
});
export type FunnelBatch = z.infer<typeof FunnelBatchSchema>;
