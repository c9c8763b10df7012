import { useEffect, useState } from 'react';

/**
 * False while prerendering and during hydration, true from the render after. An effect, not
 * `useSyncExternalStore`'s server snapshot: Preact (decision 006) ignores that snapshot, so the
 * hydrating render would differ from the HTML and Preact does not patch attributes it hydrates.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The second render after hydration is the point of this hook.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * `value` once the page has hydrated; `initial` while prerendering and hydrating (the HTML could
 * not know it: a URL's hash, a query parameter). Unlike `useHydrated`, the component renders
 * again only when the value differs from `initial`.
 */
export function useAfterHydration<T>(value: T, initial: T): T {
  const [shown, setShown] = useState(initial);
  // Setting the same value again renders nothing: that is the point of this hook.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setShown(value), [value]);
  return shown;
}
