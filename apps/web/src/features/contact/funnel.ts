import { useEffect, useState } from 'react';
import {
  FUNNEL_MAX_BATCH,
  FUNNEL_NO_TYPE,
  newFunnelView,
  takeFunnelEvent,
  type FunnelBatch,
  type FunnelCount,
  type FunnelEvent,
  type Lang,
  type ProjectType,
} from '@studio/shared';
import { apiSend } from '../../lib/api-client';
import { randomUuid } from '../../lib/random-uuid';

/** How long counts wait to leave together: a visitor going through the steps sends one batch. */
export const FUNNEL_FLUSH_MS = 2000;

export type FunnelSend = (batch: FunnelBatch, options: { keepalive: boolean }) => unknown;

export interface FunnelReporter {
  /** Counts an event of this page view, when the form's order lets it come now. */
  count(event: FunnelEvent, type: ProjectType | null, lang: Lang): void;
  flush(keepalive?: boolean): void;
}

/**
 * The quote form's side of the funnel (decision 014): events queued and sent in batches, each step
 * counted once a page view (going back and forth counts one visit of each), failures each time up
 * to a few, in the order the server takes them (`takeFunnelEvent`, the same rules on both sides).
 * Each batch carries the page view's random id, kept only in this page's memory, so the server can
 * tell its later batches from made-up ones. Nothing about the visitor goes with them: the event,
 * the project type (`none` before one is chosen) and the page's language.
 */
export function createFunnelReporter(
  send: FunnelSend,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
  view: string = randomUuid(),
): FunnelReporter {
  const counted = newFunnelView();
  const queue: FunnelCount[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (keepalive = false) => {
    timers.clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      send({ view, events: queue.splice(0, FUNNEL_MAX_BATCH) }, { keepalive });
    }
  };

  return {
    count(event, type, lang) {
      const item: FunnelCount = { event, type: type ?? FUNNEL_NO_TYPE, lang };
      if (!takeFunnelEvent(counted, item)) return;
      queue.push(item);
      timer ??= timers.setTimeout(() => flush(), FUNNEL_FLUSH_MS);
    },
    flush,
  };
}

/**
 * A reporter for the quote form of this page view, sending to `POST /api/v1/funnel`; what waits
 * leaves when the form goes away (navigation) or the page is hidden or closed. A page view is
 * this form's time on the page: a reload, or coming back to the form, is a new one.
 */
export function useFunnelReporter(): FunnelReporter {
  const [funnel] = useState(() =>
    createFunnelReporter((batch, options) => apiSend('/funnel', batch, options)),
  );
  useEffect(() => {
    const leave = () => funnel.flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      funnel.flush();
    };
  }, [funnel]);
  return funnel;
}
