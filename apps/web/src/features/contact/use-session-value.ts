import { useAfterHydration } from '../../lib/use-hydrated';

function readSessionValue(key: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A session storage value, from the render after hydration on (null while prerendering and
 * hydrating: the HTML cannot know it, and the hydrating render must match the HTML).
 */
export function useSessionValue(key: string): string | null {
  return useAfterHydration(readSessionValue(key), null);
}
