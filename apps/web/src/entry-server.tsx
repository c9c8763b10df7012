import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import type { Resource } from 'i18next';
import type { Lang, RouteId } from '@studio/shared';
import { createI18n } from './i18n/create-i18n';
import { createRoutes } from './app/routes';
import { buildHead, type HeadData } from './app/head';
import { ContentProvider, createContentStore, type ContentData } from './lib/content-data';

export { PAGE_MODULES } from './app/routes';
export { renderHead } from './app/head';
export { serializeBootData, BOOT_DATA_ID } from './app/boot-data';

/**
 * Renders one URL to HTML at build time with its language's strings. The router renders
 * without hydration data (the routes have no loaders), so the page carries no inline script.
 */
export async function renderPage(
  url: string,
  lang: Lang,
  routeId: RouteId | 'notFound',
  resources: Resource,
  content: ContentData = {},
): Promise<{ html: string; head: HeadData }> {
  const i18n = createI18n(lang, resources, { http: false });
  const handler = createStaticHandler(createRoutes(i18n));
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ContentProvider store={createContentStore(lang, content)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ContentProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return { html, head: buildHead(routeId, lang, i18n.t) };
}
