/** The pages this candidate prerenders, and each one's screen (server components). */
import type { ReactNode } from 'react';
import { loadContent } from '@studio/content';
import { LANGS, ROUTES, pageFile, routeUrl, type Lang, type RouteDef } from '@studio/shared';

export const PAGE_IDS = ['home', 'faq', 'contact'] as const;
export type PageId = (typeof PAGE_IDS)[number];

export interface PageTarget {
  routeId: PageId;
  lang: Lang;
  /** The URL the page is rendered for (`/faq?lang=ca`). */
  url: string;
  /** Its HTML file in the build, as the server looks for it (`faq/index.ca.html`). */
  file: string;
  /** The translation namespaces the page's server components use (`common` too). */
  ns: readonly string[];
}

export function pageTargets(): PageTarget[] {
  return PAGE_IDS.flatMap((routeId) => {
    const route = ROUTES.find((r) => r.id === routeId) as RouteDef;
    return LANGS.map((lang) => ({
      routeId,
      lang,
      url: routeUrl(routeId, lang),
      file: pageFile(route, lang),
      ns: route.ns,
    }));
  });
}

let content: ReturnType<typeof loadContent> | undefined;

/**
 * A page's screen. Each page's code is a chunk of its own (a dynamic import), so the client
 * components only one page uses (the FAQ browser, the quote form) form a client chunk of their
 * own: @vitejs/plugin-rsc groups client components by the server chunk that uses them.
 */
export async function screenOf(target: PageTarget): Promise<ReactNode> {
  switch (target.routeId) {
    case 'home': {
      const { default: HomePage } = await import('../../../../apps/web/src/features/home/home-page');
      return <HomePage />;
    }
    case 'contact': {
      const { default: ContactPage } = await import(
        '../../../../apps/web/src/features/contact/contact-page'
      );
      return <ContactPage />;
    }
    case 'faq': {
      const { default: FaqPage } = await import('./faq-page');
      content ??= loadContent();
      return <FaqPage faqs={content.lists[target.lang].faqs} lang={target.lang} />;
    }
  }
}

/**
 * The namespaces the page's client components read, which travel in the RSC payload: `common`
 * for the layout's (header menu, chat button, newsletter, cookie notice) and the page's own
 * when a client component of the page reads it (the FAQ browser, the quote form).
 */
export const CLIENT_NAMESPACES: Record<PageId, readonly string[]> = {
  home: ['common'],
  faq: ['common', 'faq'],
  contact: ['common', 'contact'],
};
