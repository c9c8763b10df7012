import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, type Location, type NavigationType, type Navigator } from 'react-router';

/** What `PageRouter` needs of a history: React Router's browser history (or memory history). */
export interface PageHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

interface PageRouterProps {
  history: PageHistory;
  /** Loads what the page of a location needs (its code and strings); may reject. */
  prepare: (location: Location) => Promise<void>;
  children: ReactNode;
}

/**
 * React Router's `<BrowserRouter>`, except that a new URL is shown only once `prepare` has
 * loaded its page: until then the page before stays as it is (no blank screen while a page's
 * code loads), and when navigations overlap the last one wins. A page that fails to load is
 * shown anyway: its place shows the error screen.
 */
export function PageRouter({ history, prepare, children }: PageRouterProps) {
  const [shown, setShown] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      void prepare(location)
        .catch(() => undefined)
        .then(() => {
          if (navigation === latest) setShown({ action, location });
        });
    });
  }, [history, prepare]);
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
