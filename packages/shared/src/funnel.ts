import { z } from 'zod';
import { LANGS } from './lang.js';
import { FUNNEL_EVENTS, FUNNEL_MAX_BATCH, FUNNEL_TYPES } from './funnel-events.js';

/**
 * The funnel's API schema (decision 014). Its names and limits are in funnel-events.ts, which
 * imports no zod: the quote form's bundle uses those and stays without zod.
 */
export const FunnelCountSchema = z.object({
  event: z.enum(FUNNEL_EVENTS),
  type: z.enum(FUNNEL_TYPES),
  lang: z.enum(LANGS),
});
export type FunnelCount = z.infer<typeof FunnelCountSchema>;

/**
 * `POST /api/v1/funnel`: events of one page view, in the order they happened. `view` is a
 * random id the form makes for the page view (a v4 UUID, nothing else: it is not kept in the
 * browser and names no one), so the server can tell which events belong together across the
 * page view's batches. A batch without one (a page loaded before the id existed) is taken as a
 * page view of its own.
 */
export const FunnelBatchSchema = z.strictObject({
  view: z.uuidv4().optional(),
  events: z.array(FunnelCountSchema).min(1).max(FUNNEL_MAX_BATCH),
});
export type FunnelBatch = z.infer<typeof FunnelBatchSchema>;
