import { useLoaderData, useRevalidator } from 'react-router';
import type { ContentList, ContentListName } from '@studio/shared';
import type { RouteData } from './routes';

/**
 * Stands in for apps/web/src/lib/content-data.tsx (a Vite alias): the page's content lists are
 * its route loader's data (build-time data in the prerendered page, the API after a navigation),
 * so the app needs no cache of its own.
 */
export type ContentData = { [N in ContentListName]?: ContentList<N> | null };

export interface ContentListState<N extends ContentListName> {
  list: ContentList<N> | null;
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
}

/** A content list of the page being shown, from its route's loader. */
export function useContentList<N extends ContentListName>(name: N): ContentListState<N> {
  const data = useLoaderData<RouteData | undefined>();
  const revalidator = useRevalidator();
  const list = (data?.lists?.[name] ?? null) as ContentList<N> | null;
  return {
    list,
    status: revalidator.state === 'loading' ? 'loading' : list ? 'ready' : 'error',
    retry: () => void revalidator.revalidate(),
  };
}
