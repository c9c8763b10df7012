/**
 * The build's last step (`node dist-server/prerender.js`): renders every page in every language
 * with React Router's static handler and writes it where the server looks for it (`pageFile()`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ResourceLanguage } from 'i18next';
import { loadContent } from '@studio/content';
import {
  DEFAULT_LANG,
  LANGS,
  ROUTES,
  notFoundFile,
  pageFile,
  resolveUrl,
  routeUrl,
  type Lang,
} from '@studio/shared';
import { createI18n } from '../../../apps/web/src/i18n/create-i18n';
import { buildHead, renderHead } from '../../../apps/web/src/app/head';
import { EARLY_TAPS_ID, earlyTapsScript } from '../../../apps/web/src/app/early-taps';
import { createRoutes, type PageHandle } from './routes';

const HYDRATION_DATA_ID = 'router-hydration-data';
const root = fileURLToPath(new URL('../', import.meta.url));
const preload = process.env.PRELOAD !== 'none';
const dist = path.join(root, preload ? 'dist' : 'dist-nopreload');
/** A module path as routes.tsx names it (from src/), as Vite's manifest names it (from the root). */
const manifestKey = (module: string) => path.relative(root, path.join(root, 'src', module));
const readJson = <T,>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
const manifest = readJson<Manifest>(path.join(dist, '.vite/manifest.json'));
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { lists } = loadContent();

/** Vite's backend-integration recipe: a chunk's own imports, to preload, and their stylesheets. */
function chunkTags(key: string): string[] {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    for (const child of chunk.imports ?? []) visit(child);
    if (!template.includes(`/${chunk.file}"`)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!template.includes(`/${css}"`)) styles.push(css);
  };
  visit(key);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(preload ? scripts : []).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
}

const font = readdirSync(path.join(dist, 'assets')).find((f) => /^manrope-.*\.woff2$/.test(f));
const fontPreload = `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`;
const earlyTaps = earlyTapsScript();

async function writePage(url: string, lang: Lang, file: string) {
  const i18n = createI18n(lang, {}, { http: false });
  const routes = createRoutes({
    strings: async (l, namespaces) => {
      const bundle: ResourceLanguage = {};
      for (const ns of namespaces) {
        bundle[ns] = readJson(path.join(dist, 'locales', l, `${ns}.json`));
        i18n.addResourceBundle(l, ns, bundle[ns]);
      }
      return bundle;
    },
    list: async (name, l) => lists[l][name],
  });
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
  );
  const { loaderData, actionData, errors } = context;
  if (errors) throw new Error(`${url}: ${JSON.stringify(errors)}`);
  const data = JSON.stringify({ loaderData, actionData, errors }).replace(/</g, '\\u003c');
  const resolved = resolveUrl(new URL(url, 'http://x').pathname, new URL(url, 'http://x').search);
  const modules = context.matches.flatMap((m) => (m.route.handle as PageHandle | undefined)?.module ?? []).map(manifestKey);
  const head = [
    `<script id="${EARLY_TAPS_ID}">${earlyTaps}</script>`,
    renderHead(buildHead(resolved?.route.id ?? 'notFound', lang, i18n.t)),
    fontPreload,
  ];
  const page = template
    .replace('<html lang="es">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', () => head.join('\n    '))
    // The page's chunks after the entry's (Vite writes those last in the head): the page's
    // stylesheet comes after the site's.
    .replace('</head>', () => `${modules.flatMap(chunkTags).join('\n    ')}\n  </head>`)
    .replace('<!--app-html-->', () => html)
    .replace(
      '<!--app-data-->',
      () => `<script type="application/json" id="${HYDRATION_DATA_ID}">${data}</script>`,
    );
  const out = path.join(dist, file);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, page);
}

const only = process.env.ONLY?.split(',');
let count = 0;
for (const route of ROUTES) {
  if (only && !only.includes(route.path)) continue;
  for (const lang of LANGS) {
    await writePage(routeUrl(route.id, lang), lang, pageFile(route, lang));
    count += 1;
  }
}
for (const lang of LANGS) {
  await writePage(`/404${lang === DEFAULT_LANG ? '' : `?lang=${lang}`}`, lang, notFoundFile(lang));
  count += 1;
}
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
writeFileSync(
  path.join(dist, 'csp.json'),
  `${JSON.stringify({ styleSrc: [], scriptSrc: [hash(earlyTaps)] }, null, 2)}\n`,
);
console.log(`Prerendered ${count} pages into ${dist}`);
