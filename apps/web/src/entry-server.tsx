import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { Resource } from 'i18next';
import type { Lang, RouteId } from '@studio/shared';
import { createI18n } from './i18n/create-i18n';
import { preparePage } from './app/routes';
import { Site } from './app/root-layout';
import { buildHead, type HeadData } from './app/head';
import { ContentProvider, createContentStore, type ContentData } from './lib/content-data';
import { WhenHydrated } from './lib/hydration';

const noop = () => undefined;

export { PAGE_MODULES } from './app/routes';
export { renderHead } from './app/head';
export { serializeBootData, BOOT_DATA_ID } from './app/boot-data';

/**
 * Renders one URL to HTML at build time with its language's strings, its page's code loaded
 * first (as the browser does before hydrating).
 */
export async function renderPage(
  url: string,
  lang: Lang,
  routeId: RouteId | 'notFound',
  resources: Resource,
  content: ContentData = {},
): Promise<{ html: string; head: HeadData }> {
  const i18n = createI18n(lang, resources, { http: false });
  await preparePage(new URL(url, 'http://prerender.invalid'), i18n);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ContentProvider store={createContentStore(lang, content)}>
          <StaticRouter location={url}>
            <Site />
          </StaticRouter>
          {/* The same tree as the browser hydrates (start-app.tsx), its boundary included. */}
          <WhenHydrated onHydrated={noop} />
        </ContentProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return { html, head: buildHead(routeId, lang, i18n.t) };
}
