import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ContentList, ContentListName, Lang } from '@studio/shared';
import { apiGet } from './api-client';
import { useLang } from './page-links';

/** Content lists by name, as the prerender step embeds them for one language. */
export type ContentData = { [N in ContentListName]?: ContentList<N> };

/** What the app holds: the lists embedded in the page, and those fetched since. */
export interface ContentStore {
  lang: Lang;
  lists: ContentData;
  /** Lists fetched from the API, by `name:lang`, so a page visited again shows them at once. */
  fetched: Map<string, unknown>;
  /** Those of `fetched` loaded for the page last prepared (`prefetchLists`): it need not ask again. */
  fresh: Set<string>;
}

export function createContentStore(lang: Lang, lists: ContentData = {}): ContentStore {
  return { lang, lists, fetched: new Map(), fresh: new Set() };
}

/** A list's key in `fetched` and `fresh`. */
const listKey = (name: ContentListName, lang: Lang) => `${name}:${lang}`;

/** Asks the API for a list and keeps it in the store. */
async function fetchList<N extends ContentListName>(
  store: ContentStore | null,
  name: N,
  lang: Lang,
  signal: AbortSignal,
): Promise<ContentList<N>> {
  const list = await apiGet<ContentList<N>>(`/${name}?lang=${lang}`, { signal });
  store?.fetched.set(listKey(name, lang), list);
  return list;
}

/** How long a page waits for its content before it shows with its loading state instead. */
export const PREFETCH_TIMEOUT_MS = 4000;

/**
 * Fetches the content lists a page shows in `lang` that the store does not hold yet, before the
 * page shows (app/routes.tsx `preparePage`). A list that fails or takes longer than
 * `PREFETCH_TIMEOUT_MS` is left to the page, which asks again and shows its loading or error state.
 */
export async function prefetchLists(
  store: ContentStore,
  names: readonly ContentListName[],
  lang: Lang,
): Promise<void> {
  const signal = AbortSignal.timeout(PREFETCH_TIMEOUT_MS);
  // `fresh` names what was fetched for the page being prepared, until the next one is.
  store.fresh.clear();
  await Promise.all(
    names
      .filter((name) => !known(store, name, lang))
      .map((name) =>
        fetchList(store, name, lang, signal).then(
          () => store.fresh.add(listKey(name, lang)),
          () => undefined, // The page's own request says what went wrong.
        ),
      ),
  );
}

const ContentContext = createContext<ContentStore | null>(null);

export function ContentProvider({ store, children }: { store: ContentStore; children: ReactNode }) {
  return <ContentContext.Provider value={store}>{children}</ContentContext.Provider>;
}

export interface ContentListState<N extends ContentListName> {
  /** The list to show: fetched, else embedded in the page, else null (nothing yet). */
  list: ContentList<N> | null;
  /** `loading` while a request is out, `error` when the last one failed. */
  status: 'loading' | 'ready' | 'error';
  /** Asks the API again (for the retry button). */
  retry: () => void;
}

function known<N extends ContentListName>(
  store: ContentStore | null,
  name: N,
  lang: Lang,
): ContentList<N> | null {
  const fetched = store?.fetched.get(listKey(name, lang)) as ContentList<N> | undefined;
  if (fetched) return fetched;
  return store?.lang === lang ? (store.lists[name] ?? null) : null;
}

/**
 * A content list of the page's language. The first render uses the list embedded in the
 * prerendered page (the same on the server and in the browser, so hydration matches); after
 * hydration, and when the language changes, it refreshes from `GET /api/v1/{name}?lang=`,
 * unless the list was fetched for this very navigation (`prefetchLists`).
 * If the API fails the list already shown stays; only when there is none does `status`
 * become `error` with a null list.
 */
export function useContentList<N extends ContentListName>(name: N): ContentListState<N> {
  const store = useContext(ContentContext);
  const lang = useLang();
  const [attempt, setAttempt] = useState(0);
  // Each request has a key; the state records the key of the last one that settled.
  const requestKey = `${lang}:${attempt}`;
  // The first render shows the embedded list even when the URL's language has just changed
  // (a redirect to the visitor's language during hydration): it must match the HTML.
  const [state, setState] = useState(() => {
    const list = known(store, name, lang) ?? store?.lists[name] ?? null;
    // A list to show is ready: the refresh below replaces it only if the API says otherwise.
    return { list, failed: false, lang, settled: list ? requestKey : '' };
  });

  // A new language: show what is known for it at once (or keep the old list while loading).
  if (state.lang !== lang) {
    const list = known(store, name, lang);
    const fresh = store?.fresh.has(listKey(name, lang)) ?? false;
    setState({
      list: list ?? state.list,
      failed: false,
      lang,
      settled: fresh ? requestKey : state.settled,
    });
  }

  useEffect(() => {
    // Just fetched for this page (prefetchLists): what it shows is current. (A check, not a
    // removal: React may render and run this again for the same page.)
    if (store?.fresh.has(listKey(name, lang))) return;
    const controller = new AbortController();
    fetchList(store, name, lang, controller.signal)
      .then((list) => {
        // The same content as shown (the usual case right after hydration): no re-render.
        setState((previous) =>
          !previous.failed &&
          previous.settled === requestKey &&
          JSON.stringify(previous.list) === JSON.stringify(list)
            ? previous
            : { list, failed: false, lang, settled: requestKey },
        );
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, failed: true, settled: requestKey }));
      });
    return () => controller.abort();
  }, [store, name, lang, requestKey]);

  const loading = state.settled !== requestKey;
  return {
    list: state.list,
    status: loading ? 'loading' : state.failed ? 'error' : 'ready',
    retry: () => setAttempt((n) => n + 1),
  };
}
