import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** React hydrates with the server snapshot, then renders again with the browser's. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** For what the HTML could not know (a URL's hash, a value this tab stored). */
export function useAfterHydration<T>(value: T, initial: T): T {
  return useHydrated() ? value : initial;
}
