import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from '../components/header';
import { Footer } from '../components/footer';
import { StickyCta, WhatsAppLink } from '../components/floating-actions';
import { useLang, useRouteId } from '../lib/page-links';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { ConsentManager, CookieSettingsItem } from '../features/consent/consent-manager';
import { ScrollManager } from './scroll-manager';
import { applyHead, buildHead } from './head';
import { isPrerendered } from './boot-data';
import { SuspenseEach } from '../lib/hydration';
import { CurrentPage } from './current-page';
import { NavigationProgress } from './navigation-progress';
import { ErrorBoundary } from './error-page';

/** Keeps i18next, `<html lang>` and the document head in step with the URL. */
function usePageSync() {
  const { i18n, t } = useTranslation();
  const lang = useLang();
  const routeId = useRouteId();

  // Before the browser paints: the page was prepared in its language (app/routes.tsx), so the
  // switch is immediate and no frame shows one language under the other's address.
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  // A prerendered page's head is already right for its first render: building it again would
  // only cost time while the page becomes interactive. Any change after that (page, language,
  // the language's strings arriving) rebuilds it, before the paint: `<html lang>` and the title
  // change with the page.
  const headIsPrerendered = useRef(isPrerendered());
  useLayoutEffect(() => {
    if (headIsPrerendered.current) {
      headIsPrerendered.current = false;
      return;
    }
    applyHead(buildHead(routeId, lang, t));
  }, [routeId, lang, t]);
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}

/**
 * Every part of the page is a Suspense boundary of its own, the skip link and the chat button
 * too: what the root hydrates in its first pass is only the router and this layout, and React
 * hydrates each part after it (lib/hydration.tsx).
 */
export function RootLayout() {
  usePageSync();
  return (
    <>
      <NavigationProgress />
      <SuspenseEach>
        <SkipLink />
        <ConsentManager />
        <Header />
        <main id="main" tabIndex={-1}>
          <CurrentPage />
        </main>
        <Footer legalExtra={<CookieSettingsItem />} />
        <WhatsAppLink />
        <StickyCta />
        <ChatLauncher />
      </SuspenseEach>
      <ScrollManager />
    </>
  );
}

/** The whole site: its layout, or the error screen alone when the layout itself fails. */
export function Site() {
  return (
    <ErrorBoundary>
      <RootLayout />
    </ErrorBoundary>
  );
}
