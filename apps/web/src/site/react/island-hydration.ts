import { HYDRATED_EVENT } from '../../app/early-taps';

let committed = 0;

/**
 * True for the last island to commit: the page then says it is interactive (`data-hydrated`, and
 * the event app/early-taps.ts waits for). Astro's own mark (`ssr`) goes when `hydrateRoot` is
 * called, before React has committed, so it cannot tell when the handlers are in place.
 */
export function islandCommitted(): boolean {
  committed += 1;
  const root = document.documentElement;
  if (
    committed < document.querySelectorAll('astro-island').length ||
    root.hasAttribute('data-hydrated')
  )
    return false;
  root.setAttribute('data-hydrated', '');
  document.dispatchEvent(new Event(HYDRATED_EVENT));
  return true;
}
