import { PROJECT_TYPES } from './lead.js';

/**
 * The quote form's funnel, counted first-party (decision 014): how many times the form was
 * shown, reached step 2 and step 3, and sent a request or failed to, per day, language and
 * project type. Aggregated counters only: no cookie, no identifier, no address.
 */
export const FUNNEL_EVENTS = [
  'form_shown',
  'step2_reached',
  'step3_reached',
  'request_sent',
  'request_failed',
] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** The project type of an event before a type is chosen (the form shown at step 1). */
export const FUNNEL_NO_TYPE = 'none';
export const FUNNEL_TYPES = [FUNNEL_NO_TYPE, ...PROJECT_TYPES] as const;
export type FunnelType = (typeof FUNNEL_TYPES)[number];

/** At most this many events a request: a page view sends a handful. */
export const FUNNEL_MAX_BATCH = 20;
