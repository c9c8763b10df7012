import { HYDRATED_EVENT } from '../../app/early-taps';

/** Islands of the page that have committed their first render. */
let committed = 0;

/**
 * Called once each island has committed its first render (its effects run): once every island
 * has, the page says it is interactive, with `<html data-hydrated>` and the event the early-taps
 * script waits for to replay the taps it kept (app/early-taps.ts), and this returns true. Astro's
 * own mark (an island's `ssr` attribute) goes when `hydrateRoot` is called, before React has
 * committed, so it cannot tell when the island's handlers are in place.
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
