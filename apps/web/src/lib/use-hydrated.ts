import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while prerendering and while React hydrates the prerendered HTML, true after (and on
 * any render that is not a hydration). React renders the hydration with the server snapshot,
 * then renders again with the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `value` once the page has hydrated; `initial` while prerendering and hydrating, for what the
 * HTML could not know (a URL's hash, a value this tab stored).
 */
export function useAfterHydration<T>(value: T, initial: T): T {
  return useHydrated() ? value : initial;
}
