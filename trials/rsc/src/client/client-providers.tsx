'use client';
/**
 * What the interactive parts need from React context, given by the server document around the
 * page: the page's i18next instance (its strings come in the RSC payload, other namespaces load
 * over HTTP) and a React Router location. Links leave the page as document loads: every page is
 * a prerendered file, there is no client-side router.
 */
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router, createPath, type Navigator, type To } from 'react-router';
import type { Resource } from 'i18next';
import { DEFAULT_LANG, langOfUrl, type Lang } from '@studio/shared';
import { createI18n } from '../../../../apps/web/src/i18n/create-i18n';
import { useHydrated } from '../../../../apps/web/src/lib/use-hydrated';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

const documentNavigator: Navigator = {
  createHref: hrefOf,
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
  go: (delta) => window.history.go(delta),
};

/**
 * The prerendered URL while hydrating (the HTML was rendered for it); the address bar's after,
 * with the page's language named when the server chose it (cookie, Accept-Language).
 */
function useLocationOfPage(url: string, lang: Lang) {
  const hydrated = useHydrated();
  if (!hydrated) {
    const { pathname, search } = new URL(url, 'http://prerender.invalid');
    return { pathname, search, hash: '' };
  }
  const { pathname, search, hash } = window.location;
  if (langOfUrl(pathname, search) === lang) return { pathname, search, hash };
  const params = new URLSearchParams(search);
  if (lang === DEFAULT_LANG) params.delete('lang');
  else params.set('lang', lang);
  const query = params.toString();
  return { pathname, search: query ? `?${query}` : '', hash };
}

export function ClientProviders({
  lang,
  url,
  resources,
  children,
}: {
  lang: Lang;
  url: string;
  resources: Resource;
  children: ReactNode;
}) {
  const [i18n] = useState(() => createI18n(lang, resources, { http: true }));
  const location = useLocationOfPage(url, lang);
  return (
    <I18nextProvider i18n={i18n}>
      <Router location={location} navigator={documentNavigator}>
        {children}
      </Router>
    </I18nextProvider>
  );
}
