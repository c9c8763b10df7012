import { useEffect, useState } from 'react';
import {
  FUNNEL_MAX_BATCH,
  FUNNEL_NO_TYPE,
  type FunnelCount,
  type FunnelEvent,
  type Lang,
  type ProjectType,
} from '@studio/shared';
import { apiSend } from '../../lib/api-client';

/** How long counts wait to leave together: a visitor going through the steps sends one batch. */
export const FUNNEL_FLUSH_MS = 2000;

/** Sends a batch; `keepalive` when the page is going away. */
export type FunnelSend = (events: FunnelCount[], options: { keepalive: boolean }) => unknown;

export interface FunnelReporter {
  /** Counts an event of this page view; each but a failure only once. */
  count(event: FunnelEvent, type: ProjectType | null, lang: Lang): void;
  /** Sends what is waiting now (the page is going away: `keepalive`). */
  flush(keepalive?: boolean): void;
}

/**
 * The quote form's side of the funnel (decision 014): events queued and sent in batches, each
 * step counted once a page view (going back and forth between steps counts one visit of each),
 * failures each time. Nothing about the visitor goes with them: the event, the project type
 * (`none` before one is chosen) and the page's language.
 */
export function createFunnelReporter(
  send: FunnelSend,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): FunnelReporter {
  const counted = new Set<string>();
  const queue: FunnelCount[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (keepalive = false) => {
    timers.clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      send(queue.splice(0, FUNNEL_MAX_BATCH), { keepalive });
    }
  };

  return {
    count(event, type, lang) {
      const key = `${event}|${type ?? FUNNEL_NO_TYPE}`;
      if (event !== 'request_failed') {
        if (counted.has(key)) return;
        counted.add(key);
      }
      queue.push({ event, type: type ?? FUNNEL_NO_TYPE, lang });
      timer ??= timers.setTimeout(() => flush(), FUNNEL_FLUSH_MS);
    },
    flush,
  };
}

/**
 * A reporter for the quote form of this page view, sending to `POST /api/v1/funnel`; what waits
 * leaves when the form goes away (navigation) or the page is hidden or closed.
 */
export function useFunnelReporter(): FunnelReporter {
  const [funnel] = useState(() =>
    createFunnelReporter((events, options) => apiSend('/funnel', { events }, options)),
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
