import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import {
  Router,
  type Location,
  type NavigationType,
  type Navigator,
  type Path,
  type To,
} from 'react-router';

/** What `PageRouter` needs of a history: React Router's browser history (or memory history). */
export interface PageHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  createURL(to: To): URL;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

interface PageRouterProps {
  history: PageHistory;
  /** Loads what the page of a location needs (its code and strings); may reject. */
  prepare: (location: Path) => Promise<void>;
  children: ReactNode;
}

const PendingNavigation = createContext(false);

/** Whether a navigation is waiting for its page to load (the page before is still shown). */
export function usePendingNavigation(): boolean {
  return useContext(PendingNavigation);
}

const pathOf = (url: URL): Path => ({ pathname: url.pathname, search: url.search, hash: url.hash });

interface Shown {
  action: NavigationType;
  location: Location;
}

/**
 * The navigations of one history: those the browser makes (back, forward) through `listen`,
 * those the app makes (links, `navigate()`) through `navigator`. Each waits for its page to be
 * prepared, then calls `show`; one overtaken by a later one does nothing when it finishes.
 */
function pageNavigations(
  history: PageHistory,
  prepare: PageRouterProps['prepare'],
  show: (shown: Shown) => void,
  setPending: (pending: boolean) => void,
) {
  let latest = 0;
  // Set while the app's own push or replace runs, its page already prepared: the listener (which
  // the history calls synchronously) shows it at once.
  let following = false;
  const whenPrepared = (path: Path, then: () => void) => {
    setPending(true);
    const navigation = ++latest;
    void prepare(path)
      .catch(() => undefined)
      .then(() => navigation === latest && then());
  };
  const showNow = (shown: Shown) => {
    // Rendered in this task, with the address it follows: React would render an update made
    // outside its events in a later task, and a frame could show the new address (and the new
    // language's `lang` in it) over the page before.
    flushSync(() => {
      show(shown);
      setPending(false);
    });
  };
  const later =
    (method: 'push' | 'replace'): Navigator['push'] =>
    (to, state, options) => {
      const path = pathOf(history.createURL(to));
      whenPrepared(path, () => {
        following = true;
        try {
          history[method](to, state, options);
        } finally {
          following = false;
        }
      });
    };
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: history.encodeLocation && ((to) => history.encodeLocation!(to)),
    go: (delta) => history.go(delta),
    push: later('push'),
    replace: later('replace'),
  };
  const listen = () =>
    history.listen((shown) =>
      following ? showNow(shown) : whenPrepared(shown.location, () => showNow(shown)),
    );
  return { navigator, listen };
}

/**
 * React Router's `<BrowserRouter>`, except that a page is shown only once `prepare` has loaded
 * it: until then the page before stays as it is (no blank screen while a page's code loads),
 * and when navigations overlap the last one wins. A link or `navigate()` changes the address
 * bar when its page shows, as React Router's data router does; the back and forward buttons
 * change it first (the browser does), and their page follows. A page that fails to load is
 * shown anyway: its place shows the error screen. While a page loads, `usePendingNavigation`
 * says so.
 */
export function PageRouter({ history, prepare, children }: PageRouterProps) {
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, setPending] = useState(false);
  const navigations = useMemo(
    () => pageNavigations(history, prepare, setShown, setPending),
    [history, prepare],
  );
  useLayoutEffect(() => navigations.listen(), [navigations]);
  return (
    <PendingNavigation.Provider value={pending}>
      <Router
        location={shown.location}
        navigationType={shown.action}
        navigator={navigations.navigator}
      >
        {children}
      </Router>
    </PendingNavigation.Provider>
  );
}
