/** Said on `document` once every island of the page has hydrated (site/react/island-hydration.ts). */
export const HYDRATED_EVENT = 'app:hydrated';

/** What a tap does only through the app: a button, a checkbox, a radio. */
const APP_CONTROLS = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"]';

/**
 * An island React has not started on yet: Astro takes the `ssr` attribute off right after
 * `hydrateRoot`, from when React handles the island's events itself.
 */
const WAITING_ISLAND = 'astro-island[ssr]';

/**
 * Keeps the taps a visitor makes on an island's controls before React listens for them, and
 * replays them once the page has hydrated (decisions 015 and 022).
 *
 * A prerendered page shows its buttons long before its islands have loaded (on a slow phone,
 * seconds before), and a tap on "Continuar" would do nothing then. So this runs inline at the
 * top of each page (its hash goes into the Content-Security-Policy), keeps each click on a
 * control of an island that is not hydrated yet (a link needs no app, a text field keeps what is
 * typed in it, a hydrated island handles its own), stops its default action (a checkbox would
 * toggle now and again on replay; a submit button would send the form as a GET of the page), and
 * clicks the same controls again, in order, when the page says every island has hydrated.
 *
 * It must be self-contained: the layout inlines its source (`Function.prototype.toString`).
 */
export function keepEarlyTaps(controls: string, waiting: string, hydrated: string): void {
  const taps: HTMLElement[] = [];
  const keep = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!(control instanceof HTMLElement) || !control.closest(waiting)) return;
    event.preventDefault();
    taps.push(control);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(
    hydrated,
    () => {
      document.removeEventListener('click', keep, true);
      for (const control of taps.splice(0)) {
        if (control.isConnected && !control.matches(':disabled')) control.click();
      }
    },
    { once: true },
  );
}

/** The `id` of the inline script, which tests look for. */
export const EARLY_TAPS_ID = 'early-taps';

/** The inline script a page carries: `keepEarlyTaps`, called. */
export function earlyTapsScript(): string {
  const args = [APP_CONTROLS, WAITING_ISLAND, HYDRATED_EVENT].map((arg) => JSON.stringify(arg));
  const source = keepEarlyTaps
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
  return `(${source})(${args.join(', ')});`;
}
