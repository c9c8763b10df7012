import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Hash targets may render late (lazy pages, fetched lists): retry every 50 ms, 20 times. */
export const HASH_RETRY_MS = 50;
export const HASH_RETRY_TIMES = 20;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The query without `lang`/`lng`: switching language alone is not a move to another page. */
function withoutLang(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  params.delete('lng');
  return params.toString();
}

/**
 * On every navigation: scroll to the top, or smoothly to the element named by the hash
 * (instantly when the visitor prefers reduced motion), and move focus to the new page.
 */
export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  const page = `${pathname}?${withoutLang(search)}`;
  const previous = useRef<string | null>(null);

  // Each navigation has its own `key`: a link to the hash already in the URL scrolls there again.
  useEffect(() => {
    const isFirstRender = previous.current === null;
    const pageChanged = previous.current !== page;
    previous.current = page;

    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
      const tryScroll = () => {
        const target = document.getElementById(id);
        if (!target) return false;
        target.scrollIntoView({ behavior, block: 'start' });
        return true;
      };
      if (tryScroll()) return;
      let tries = 0;
      const timer = window.setInterval(() => {
        tries += 1;
        if (tryScroll() || tries >= HASH_RETRY_TIMES) window.clearInterval(timer);
      }, HASH_RETRY_MS);
      return () => window.clearInterval(timer);
    }
    if (isFirstRender || !pageChanged) return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [page, hash, key]);

  return null;
}
