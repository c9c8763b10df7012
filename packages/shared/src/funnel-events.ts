import { PROJECT_TYPES } from './lead.js';

/** Counted first-party as aggregates only (decision 014): no cookie, no identifier, no address. */
export const FUNNEL_EVENTS = [
  'form_shown',
  'step2_reached',
  'step3_reached',
  'request_sent',
  'request_failed',
] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** Before a type is chosen (the form shown at step 1). */
export const FUNNEL_NO_TYPE = 'none';
export const FUNNEL_TYPES = [FUNNEL_NO_TYPE, ...PROJECT_TYPES] as const;
export type FunnelType = (typeof FUNNEL_TYPES)[number];

export const FUNNEL_MAX_BATCH = 20;

/**
 * The quote form's rate limit lets five requests through in ten minutes; more failures are
 * someone inflating them. A page view is then at most 1 + 6 + 6 + 1 + 5 = 19 events: one batch.
 */
export const FUNNEL_MAX_FAILURES = 5;

/**
 * The web app keeps it to send each event once; the server keeps it, under the page view's
 * random id, to take only what this page view can really have sent.
 */
export interface FunnelView {
  shown: FunnelType | null;
  step2: FunnelType[];
  step3: FunnelType[];
  sent: boolean;
  failures: number;
}

export function newFunnelView(): FunnelView {
  return { shown: null, step2: [], step3: [], sent: false, failures: 0 };
}

/**
 * Records `event` when it can come next in the form's order. Steps count per type: going back to
 * choose another type starts that type's funnel. A reload or a link may open the form at step 3.
 */
export function takeFunnelEvent(
  view: FunnelView,
  { event, type }: { event: FunnelEvent; type: FunnelType },
): boolean {
  if (event === 'form_shown') {
    if (view.shown !== null) return false;
    view.shown = type;
    return true;
  }
  if (view.shown === null || view.sent || type === FUNNEL_NO_TYPE) return false;
  switch (event) {
    case 'step2_reached':
      if (view.step2.includes(type)) return false;
      view.step2.push(type);
      return true;
    case 'step3_reached':
      if (view.step3.includes(type)) return false;
      if (!view.step2.includes(type) && view.shown !== type) return false;
      view.step3.push(type);
      return true;
    case 'request_sent':
      if (!view.step3.includes(type)) return false;
      view.sent = true;
      return true;
    case 'request_failed':
      if (!view.step3.includes(type) || view.failures >= FUNNEL_MAX_FAILURES) return false;
      view.failures += 1;
      return true;
  }
}
