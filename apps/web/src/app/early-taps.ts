/** Dispatched by site/react/island-hydration.ts. */
export const HYDRATED_EVENT = 'app:hydrated';

const APP_CONTROLS = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"]';

/** Astro takes `ssr` off right after `hydrateRoot`, from when React handles the events. */
const WAITING_ISLAND = 'astro-island[ssr]';

/**
 * A prerendered page shows its buttons seconds before a slow phone has hydrated them (decisions
 * 015 and 022): taps on them are kept and replayed once it has. Their default action is stopped:
 * a checkbox would toggle twice, a submit button would send the form as a GET. Self-contained:
 * the layout inlines its source (`Function.prototype.toString`).
 */
function keepEarlyTaps(controls: string, waiting: string, hydrated: string): void {
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

export const EARLY_TAPS_ID = 'early-taps';

export function earlyTapsScript(): string {
  const args = [APP_CONTROLS, WAITING_ISLAND, HYDRATED_EVENT].map((arg) => JSON.stringify(arg));
  const source = keepEarlyTaps
    .toString()
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
  return `(${source})(${args.join(', ')});`;
}
