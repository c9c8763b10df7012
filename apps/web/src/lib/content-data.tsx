import { useEffect, useState } from 'react';
import type { ContentList, ContentListName } from '@studio/shared';
import { apiGet } from './api-client';
import { usePage } from './page-context';

/** Content lists by name, in one language, as the build read them. */
export type ContentData = { [N in ContentListName]?: ContentList<N> };

export interface ContentListState<N extends ContentListName> {
  /** The list to show: from the API once it answered, else the one built in, else null. */
  list: ContentList<N> | null;
  /** `loading` while a request is out, `error` when the last one failed. */
  status: 'loading' | 'ready' | 'error';
  /** Asks the API again (for the retry button). */
  retry: () => void;
}

/**
 * A content list of the page's language. The first render uses the list the page was built with
 * (the same in the HTML and on hydration); then it asks `GET /api/v1/{name}?lang=`, which fills
 * the list. If the API fails the list already shown stays; only when there is none
 * does `status` become `error`, with a null list and a retry.
 */
export function useContentList<N extends ContentListName>(name: N): ContentListState<N> {
  const { lang, content } = usePage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState(() => {
    const list = (content?.[name] ?? null) as ContentList<N> | null;
    // A list to show is ready: the request below replaces it only if the API says otherwise.
    return { list, failed: false, settled: list ? 0 : -1 };
  });

  useEffect(() => {
    const controller = new AbortController();
    apiGet<ContentList<N>>(`/${name}?lang=${lang}`, { signal: controller.signal })
      .then((list) => {
        // The same content as shown (the usual case): no new render.
        setState((previous) =>
          !previous.failed &&
          previous.settled === attempt &&
          JSON.stringify(previous.list) === JSON.stringify(list)
            ? previous
            : { list, failed: false, settled: attempt },
        );
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, failed: true, settled: attempt }));
      });
    return () => controller.abort();
  }, [name, lang, attempt]);

  const loading = state.settled !== attempt;
  return {
    list: state.list,
    status: loading ? 'loading' : state.failed ? 'error' : 'ready',
    retry: () => setAttempt((n) => n + 1),
  };
}
