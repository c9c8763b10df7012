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
