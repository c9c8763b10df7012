/** Said on `document` by the app (start-app.tsx) when React starts listening for events. */
export const HYDRATING_EVENT = 'app:hydrating';
/** Said on `document` by the app when the whole page has hydrated. */
export const HYDRATED_EVENT = 'app:hydrated';

/** What a tap does only through the app: a button, a checkbox, a radio. */
const APP_CONTROLS = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"]';

/**
 * Keeps the taps a visitor makes on the page's controls before React listens for them, and
 * replays them once the page has hydrated (decision 015).
 *
 * A prerendered page shows its buttons long before its app has loaded (on a slow phone, seconds
 * before), and React can only handle the events that come after `hydrateRoot`: from then on, a
 * tap on a part not hydrated yet makes React hydrate that part first and then handle it. Before
 * then a tap on "Continuar" would do nothing. So this runs inline at the top of each page (the
 * prerender writes it there, and its hash goes into the Content-Security-Policy), keeps each
 * click on a control (a link needs no app, a text field keeps what is typed in it), stops its
 * default action (a checkbox would toggle now and again on replay; a submit button would send
 * the form as a GET of the page), and clicks the same controls again, in order, when the app
 * says the page has hydrated.
 *
 * It must be self-contained: the prerender inlines its source (`Function.prototype.toString`).
 */
export function keepEarlyTaps(controls: string, hydrating: string, hydrated: string): void {
  const taps: HTMLElement[] = [];
  const keep = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    taps.push(control);
  };
  document.addEventListener('click', keep, true);
  document.addEventListener(hydrating, () => document.removeEventListener('click', keep, true), {
    once: true,
  });
  document.addEventListener(
    hydrated,
    () => {
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
  const args = [APP_CONTROLS, HYDRATING_EVENT, HYDRATED_EVENT].map((arg) => JSON.stringify(arg));
  const source = keepEarlyTaps
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
  return `(${source})(${args.join(', ')});`;
}
