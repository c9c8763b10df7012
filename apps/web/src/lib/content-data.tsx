import { useEffect, useState } from 'react';
import type { ContentList, ContentListName } from '@studio/shared';
import { apiGet } from './api-client';
import { usePage } from './page-context';

export type ContentData = { [N in ContentListName]?: ContentList<N> };

interface ContentListState<N extends ContentListName> {
  list: ContentList<N> | null;
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
}

/**
 * The list the page was built with first, so hydration matches the HTML; then the API's. If the
 * API fails the list shown stays: `error` only when there is none.
 */
export function useContentList<N extends ContentListName>(name: N): ContentListState<N> {
  const { lang, content } = usePage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState(() => {
    const list = (content?.[name] ?? null) as ContentList<N> | null;
    return { list, failed: false, settled: list ? 0 : -1 };
  });

  useEffect(() => {
    const controller = new AbortController();
    apiGet<ContentList<N>>(`/${name}?lang=${lang}`, { signal: controller.signal })
      .then((list) => {
        // The usual case, the same content as shown: no new render.
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
