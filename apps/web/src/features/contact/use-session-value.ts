import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** A session storage value, read after hydration (null while prerendering and hydrating). */
export function useSessionValue(key: string): string | null {
  return useSyncExternalStore(
    noop,
    () => {
      try {
        return window.sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    () => null,
  );
}
