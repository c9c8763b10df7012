import { useState, type ComponentType } from 'react';
import type { Lang } from '@studio/shared';
import { ContentProvider, createContentStore, type ContentData } from '../../lib/content-data';
import { withPage } from './page-context';

/**
 * A component that shows content lists (products, extras, FAQs, portfolio), as a root of its own:
 * its first render shows the lists read at build time (`content`), the same in the HTML and on
 * hydration; as an island it then asks the API for them (`useContentList`, lib/content-data.tsx).
 */
export function withContent<P extends object>(Component: ComponentType<P>) {
  function WithContent({ lang, content, ...props }: { lang: Lang; content?: ContentData } & P) {
    const [store] = useState(() => createContentStore(lang, content));
    return (
      <ContentProvider store={store}>
        <Component {...(props as unknown as P)} />
      </ContentProvider>
    );
  }
  WithContent.displayName = `withContent(${Component.displayName ?? Component.name})`;
  return withPage(WithContent);
}
