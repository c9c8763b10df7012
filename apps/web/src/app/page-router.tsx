import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
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

const PendingNavigation = createContext(false);

/** Whether a navigation is waiting for its page to load (the page before is still shown). */
export function usePendingNavigation(): boolean {
  return useContext(PendingNavigation);
}

/**
 * React Router's `<BrowserRouter>`, except that a new URL is shown only once `prepare` has
 * loaded its page: until then the page before stays as it is (no blank screen while a page's
 * code loads), and when navigations overlap the last one wins. A page that fails to load is
 * shown anyway: its place shows the error screen. While a page loads, `usePendingNavigation`
 * says so.
 */
export function PageRouter({ history, prepare, children }: PageRouterProps) {
  const [shown, setShown] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, setPending] = useState(false);
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      setPending(true);
      void prepare(location)
        .catch(() => undefined)
        .then(() => {
          if (navigation !== latest) return;
          setShown({ action, location });
          setPending(false);
        });
    });
  }, [history, prepare]);
  return (
    <PendingNavigation.Provider value={pending}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </PendingNavigation.Provider>
  );
}
