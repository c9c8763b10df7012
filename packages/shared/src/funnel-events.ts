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

/**
 * Failed requests counted in one page view: a visitor may retry a few times (the quote form's
 * own rate limit lets five requests through in ten minutes), more is someone inflating them.
 * With each step once per type, a whole page view is at most 1 + 6 + 6 + 1 + 5 = 19 events: it
 * always fits in one batch.
 */
export const FUNNEL_MAX_FAILURES = 5;

/**
 * What one page view of the quote form has counted so far (decision 014): the form shown (with
 * the type a link or the saved form preselected, `none` without), the types that reached step
 * 2 and step 3, whether a request was sent (the form then leaves for the thank-you page) and
 * how many failed. The web app keeps it to send each event once; the server keeps it, under
 * the page view's random id, to take only what this page view can really have sent.
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
 * Whether `event` can come next in this page view; when it can, the view records it. The order
 * the quote form follows: the form is shown once, first; a step needs the form shown, and a
 * type (step 2 and 3 are per type: going back to choose another type starts that type's
 * funnel); step 3 of a type needs its step 2, or the form shown with that type already chosen
 * (a reload or a link may open the form at step 3); a request, sent or failed, needs step 3 of
 * its type; each step counts once, failures up to FUNNEL_MAX_FAILURES, and nothing follows a
 * sent request.
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
