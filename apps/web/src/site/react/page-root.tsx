import { useEffect, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageContext, type Page } from '../../lib/page-context';
import { pageI18n } from '../../i18n/page-strings';
import { followLanguageChoice } from '../../i18n/language-choice';
import { islandCommitted } from './island-hydration';

/** A root of its own (an island, or a part rendered only at build time), given its page. */
export function withPage<P extends object>(Component: ComponentType<P>) {
  function PageRoot({ page, ...props }: P & { page: Page }) {
    useEffect(() => {
      // Reading local storage costs a page 5-10 ms the first time (Chrome opens it): in a task
      // of its own, once the page is interactive.
      islandCommitted(() => setTimeout(followLanguageChoice));
    }, []);
    return (
      <I18nextProvider i18n={pageI18n(page.lang, page.ns)}>
        <PageContext value={page}>
          <Component {...(props as unknown as P)} />
        </PageContext>
      </I18nextProvider>
    );
  }
  PageRoot.displayName = `withPage(${Component.displayName ?? Component.name})`;
  return PageRoot;
}
