import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from '../../../apps/web/src/components/header';
import { Footer } from '../../../apps/web/src/components/footer';
import { StickyCta, WhatsAppLink } from '../../../apps/web/src/components/floating-actions';
import { useLang, useRouteId } from '../../../apps/web/src/lib/page-links';
import { ChatLauncher } from '../../../apps/web/src/features/chat/chat-launcher';
import {
  ConsentManager,
  CookieSettingsItem,
} from '../../../apps/web/src/features/consent/consent-manager';
import { ScrollManager } from '../../../apps/web/src/app/scroll-manager';
import { applyHead, buildHead } from '../../../apps/web/src/app/head';
import { HYDRATED_EVENT } from '../../../apps/web/src/app/early-taps';

/**
 * The app's layout (apps/web/src/app/root-layout.tsx) as the root route of a data router: the
 * page is the `<Outlet>`, the pending state is the router's `useNavigation()`, and no part is a
 * Suspense boundary of its own.
 */

/** Keeps i18next, `<html lang>` and the document head in step with the URL. */
function usePageSync() {
  const { i18n, t } = useTranslation();
  const lang = useLang();
  const routeId = useRouteId();

  // The loaders have loaded the new language's strings before the page shows: switch at once.
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  // The prerendered head is right for the first render; rebuild it on every change after that.
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    applyHead(buildHead(routeId, lang, t));
  }, [routeId, lang, t]);
}

/** A thin bar while the next page's code and data load (the page before stays until then). */
function NavigationProgress() {
  const pending = useNavigation().state !== 'idle';
  useEffect(() => {
    const main = document.getElementById('main');
    if (pending) main?.setAttribute('aria-busy', 'true');
    else main?.removeAttribute('aria-busy');
  }, [pending]);
  return <div className="nav-progress" aria-hidden="true" hidden={!pending} />;
}

/** Says the page has hydrated: the root's effects run after every child's. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}

export function RootLayout() {
  usePageSync();
  useHydratedMark();
  return (
    <>
      <NavigationProgress />
      <SkipLink />
      <ConsentManager />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer legalExtra={<CookieSettingsItem />} />
      <WhatsAppLink />
      <StickyCta />
      <ChatLauncher />
      <ScrollManager />
    </>
  );
}
