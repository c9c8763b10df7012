import { useState } from 'react';
import FaqPage from '../../../../../apps/web/src/features/faq/faq-page';
import {
  ContentProvider,
  createContentStore,
  type ContentData,
} from '../../../../../apps/web/src/lib/content-data';
import { withPage } from '../page-context';

/**
 * The FAQ page's body (intro, search, categories, questions, call to action): the app's page
 * component, its list given as a prop (build-time data) rather than the app's boot data.
 */
function Faq({ lang, faqs }: { lang: 'es' | 'ca' | 'en'; faqs: NonNullable<ContentData['faqs']> }) {
  const [store] = useState(() => createContentStore(lang, { faqs }));
  return (
    <ContentProvider store={store}>
      <FaqPage />
    </ContentProvider>
  );
}

export default withPage(Faq);
