/**
 * The whole HTML document of a page, a server component: the head as apps/web writes it, the
 * site's layout (apps/web/src/app/root-layout.tsx without its client-side routing), the page.
 * The interactive parts inside are client components ('use client').
 */
import type { Resource, ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Header } from '../../../apps/web/src/components/header';
import { Footer } from '../../../apps/web/src/components/footer';
import { StickyCta, WhatsAppLink } from '../../../apps/web/src/components/floating-actions';
import { ChatLauncher } from '../../../apps/web/src/features/chat/chat-launcher';
import {
  ConsentManager,
  CookieSettingsItem,
} from '../../../apps/web/src/features/consent/consent-manager';
import { buildHead, type HeadData } from '../../../apps/web/src/app/head';
import { serializeJsonLd } from '../../../apps/web/src/app/structured-data';
import { createI18n } from '../../../apps/web/src/i18n/create-i18n';
import { settings } from '../../../apps/web/src/lib/site-settings';
import { preload } from 'react-dom';
import fontUrl from '../../../apps/web/generated/manrope.woff2?url';
import { ClientProviders } from './client/client-providers';
import { CLIENT_NAMESPACES, screenOf, type PageTarget } from './pages/pages';
import { setPageRequest } from './server/request';

const locales = import.meta.glob<ResourceLanguage[string]>(
  '../../../apps/web/public/locales/*/*.json',
  { eager: true, import: 'default' },
);

function resourcesFor(lang: string, namespaces: readonly string[]): Resource {
  const bundle: ResourceLanguage = {};
  for (const ns of new Set(['common', ...namespaces])) {
    const strings = locales[`../../../apps/web/public/locales/${lang}/${ns}.json`];
    if (!strings) throw new Error(`No strings for ${lang}/${ns}`);
    bundle[ns] = strings;
  }
  return { [lang]: bundle };
}

const OG_LOCALE = { es: 'es_ES', ca: 'ca_ES', en: 'en_GB' } as const;

/** apps/web/src/app/head.ts `renderHead`, as elements. */
function HeadTags({ head }: { head: HeadData }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.studioName} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:locale" content={OG_LOCALE[head.lang]} />
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.referrer && <meta name="referrer" content={head.referrer} />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.canonical && <meta property="og:url" content={head.canonical} />}
      {head.alternates.map((alt) => (
        <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
      ))}
      {head.jsonLd.map((data, i) => (
        <script
          key={i}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}

export async function Document({ target, payloadUrl }: { target: PageTarget; payloadUrl: string }) {
  const { routeId, lang } = target;
  const i18n = createI18n(lang, resourcesFor(lang, target.ns), { http: false });
  setPageRequest({ routeId, lang, url: new URL(target.url, 'http://prerender.invalid'), i18n });
  const head = buildHead(routeId, lang, i18n.t);
  preload(fontUrl, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  // The page's RSC payload, which the client entry fetches to hydrate (entry.browser.tsx).
  preload(payloadUrl, { as: 'fetch', crossOrigin: '' });
  return (
    <html lang={lang}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1b3d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <HeadTags head={head} />
      </head>
      <body>
        <div id="root">
          <ClientProviders
            lang={lang}
            url={target.url}
            resources={resourcesFor(lang, CLIENT_NAMESPACES[routeId])}
          >
            <SkipLink />
            <ConsentManager />
            <Header />
            <main id="main" tabIndex={-1}>
              {await screenOf(target)}
            </main>
            <Footer legalExtra={<CookieSettingsItem />} />
            <WhatsAppLink />
            <StickyCta />
            <ChatLauncher />
          </ClientProviders>
        </div>
      </body>
    </html>
  );
}
