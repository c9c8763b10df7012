import { HYDRATED_EVENT } from '../../app/early-taps';

let committed = 0;

function markIfLast(onLast: () => void): void {
  const root = document.documentElement;
  const waiting = committed < document.querySelectorAll('astro-island').length;
  if (waiting || root.hasAttribute('data-hydrated')) return;
  root.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
  onLast();
}

/**
 * Counts an island's commit; after the last one the page says it is interactive (`data-hydrated`,
 * and the event app/early-taps.ts waits for) and `onLast` runs. Astro's own mark (`ssr`) goes
 * when `hydrateRoot` is called, before React has committed, so it cannot tell when the handlers
 * are in place. An island whose code is cached may commit before the parser has reached the
 * others: the count is taken once the whole document is parsed.
 */
export function islandCommitted(onLast: () => void): void {
  committed += 1;
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => markIfLast(onLast), { once: true });
  } else {
    markIfLast(onLast);
  }
}
