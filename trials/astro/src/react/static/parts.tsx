import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@studio/shared';
import { ContentProvider, createContentStore, type ContentData } from '../../../../../apps/web/src/lib/content-data';
import HomePage from '../../../../../apps/web/src/features/home/home-page';
import { PageIntro } from '../../../../../apps/web/src/components/page-intro';
import { StickyCta, WhatsAppLink } from '../../../../../apps/web/src/components/floating-actions';
import { withPage } from '../page-context';

/** The home page's content: all of it static. */
export const Home = withPage(HomePage);

/** The floating WhatsApp link and the phones' sticky call to action. */
export const FloatingActions = withPage(function FloatingActions() {
  return (
    <>
      <WhatsAppLink />
      <StickyCta />
    </>
  );
});

/** The contact page's opening. */
export const ContactIntro = withPage(function ContactIntro() {
  const { t } = useTranslation('contact');
  return <PageIntro title={t('intro.title')} lead={t('intro.lead')} />;
});

/**
 * A page screen of the app rendered here only, with the content lists it shows (build-time
 * data): the pages outside this trial's three, so the site is whole (the chat reads them all).
 */
export function screen(Component: ComponentType) {
  function Screen({ lang, content }: { lang: Lang; content?: ContentData }) {
    const [store] = useState(() => createContentStore(lang, content));
    return (
      <ContentProvider store={store}>
        <Component />
      </ContentProvider>
    );
  }
  return withPage(Screen);
}
