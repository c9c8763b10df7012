import { useEffect } from 'react';
import { usePendingNavigation } from './page-router';

/**
 * A thin bar at the top of the window while the next page's code loads (the page before stays
 * until then, app/page-router.tsx), and `aria-busy` on the main content. The bar only appears
 * when loading takes more than a moment (its animation's delay, global.css).
 */
export function NavigationProgress() {
  const pending = usePendingNavigation();
  useEffect(() => {
    const main = document.getElementById('main');
    if (pending) main?.setAttribute('aria-busy', 'true');
    else main?.removeAttribute('aria-busy');
  }, [pending]);
  return <div className="nav-progress" aria-hidden="true" hidden={!pending} />;
}
