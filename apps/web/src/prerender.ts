/**
 * The build's last step: writes one HTML file per (page, language), the 404 pages, the
 * sitemap and robots.txt into the client build. Run as `node dist/server/prerender.js`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource, ResourceLanguage } from 'i18next';
import { loadContent, type ContentLists } from '@studio/content';
import {
  DEFAULT_LANG,
  LANGS,
  ROUTES,
  notFoundFile,
  pageFile,
  routeUrl,
  type Lang,
  type RouteDef,
  type RouteId,
} from '@studio/shared';
import {
  BOOT_DATA_ID,
  PAGE_MODULES,
  renderHead,
  renderPage,
  serializeBootData,
} from './entry-server';
import type { ContentData } from './lib/content-data';
import type { PageModule } from './app/boot-data';
import { EARLY_TAPS_ID, earlyTapsScript } from './app/early-taps';

const clientDir = fileURLToPath(new URL('../client/', import.meta.url));

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  /** The chunk's own stylesheets (cssCodeSplit). */
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function resourcesFor(lang: Lang, namespaces: readonly string[]): Resource {
  const bundle: ResourceLanguage = {};
  for (const ns of ['common', ...namespaces]) {
    bundle[ns] = readJson(path.join(clientDir, 'locales', lang, `${ns}.json`));
  }
  return { [lang]: bundle };
}

/** The one font file the pages use (global.css), preloaded so it arrives with the CSS. */
function fontPreload(): string {
  const font = readdirSync(path.join(clientDir, 'assets')).find((file) =>
    /^manrope-[\w-]+\.woff2$/.test(file),
  );
  if (!font) throw new Error('The Manrope font is missing from the build');
  return `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`;
}

/** Where the server finds the hashes of the inline styles, for its Content-Security-Policy. */
export const CSP_FILE = 'csp.json';

const PAGE_STYLES_MARK = '<!--page-styles-->';

/** A stylesheet of the build, written into pages as a `<style>`. */
interface InlineStyle {
  /** Its URL, as Vite's loader asks for it. */
  href: string;
  css: string;
  /** Its CSP source. */
  hash: string;
}

function readStyle(file: string): InlineStyle {
  const css = readFileSync(path.join(clientDir, file), 'utf8').trim();
  if (css.includes('</')) throw new Error(`${file} cannot be inlined: it contains "</"`);
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  return { href: `/${file}`, css, hash };
}

/**
 * Writes the site's stylesheet (the entry's) into the page template as a `<style>`, so no page
 * waits for a stylesheet request before it paints, and leaves a mark after it for the page's
 * own (`pageStyles`). Returns the template and the style.
 */
function inlineSiteStylesheet(template: string): { template: string; style: InlineStyle } {
  const links = [
    ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g),
  ];
  if (links.length !== 1)
    throw new Error(`Expected one stylesheet in index.html, found ${links.length}`);
  const [link, file] = links[0]!;
  const style = readStyle(file!);
  const styles = `<style>${style.css}</style>\n    ${PAGE_STYLES_MARK}`;
  return { template: template.replace(link, () => styles), style };
}

/**
 * The stylesheets of the modules a page hydrates with (the app's, the page's), inline. Vite's
 * loader would add a `<link rel="stylesheet">` for them when the app and the page's module are
 * imported: it is told the app's are there (`resolveDependencies` in vite.config.ts), and the
 * page's module is imported by its URL, not through the loader (app/routes.tsx). Other pages'
 * stylesheets, and the chat's, load with their code.
 */
function pageStyles(styles: readonly InlineStyle[]): string {
  return styles.map(({ css }) => `<style>${css}</style>`).join('\n    ');
}

/** The module the client's entry imports to start the app. */
const APP_KEY = 'src/start-app.tsx';

/**
 * The modules a page needs to become interactive: the app (the entry's dynamic import) and the
 * page's own code with what they import, each after the modules it imports (the order the entry
 * evaluates them in, one task each); and the stylesheets of those modules.
 */
function pageModules(
  manifest: Manifest,
  pageKey: string | null,
): { modules: string[]; styles: string[]; app: string; page?: PageModule } {
  const seen = new Set<string>();
  const modules: string[] = [];
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    for (const child of chunk.imports ?? []) visit(child);
    modules.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) styles.add(file);
  };
  visit(APP_KEY);
  const app = `/${manifest[APP_KEY]?.file ?? ''}`;
  if (!pageKey) return { modules, styles: [...styles], app };
  visit(pageKey);
  const file = manifest[pageKey]?.file;
  if (!file) throw new Error(`${pageKey} is missing from the build's manifest`);
  return {
    modules,
    styles: [...styles],
    app,
    page: { module: pageKey.replace(/^src\//, ''), url: `/${file}` },
  };
}

const ENTRY_MARK = '<!--app-entry-->';

/**
 * Takes the module script Vite wrote into the template out, leaving a mark where each page's
 * own goes (`entryScript`). Returns the template and the script's URL.
 */
function takeEntryScript(template: string): { template: string; entry: string } {
  const scripts = [
    ...template.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g),
  ];
  if (scripts.length !== 1)
    throw new Error(`Expected one module script in index.html, found ${scripts.length}`);
  const [tag, entry] = scripts[0]!;
  return { template: template.replace(tag, ENTRY_MARK), entry: entry! };
}

/**
 * A page's module script, fetched at low priority. The entry waits for the first paint, then
 * preloads `data-modules` (the app and the page's own code) and starts the app: nothing the
 * page needs to paint competes with the HTML for the network or the main thread. `async`: a
 * deferred script runs in the task that ends the parse, the one where Chrome also styles and
 * lays the page out, so that long task would wait for the script's download (and Lighthouse
 * counts it after the first paint); an async one runs in a task of its own.
 */
function entryScript(entry: string, modules: readonly string[], app: string): string {
  return `<script type="module" async crossorigin src="${entry}" fetchpriority="low" data-modules="${modules.join(' ')}" data-app="${app}"></script>`;
}

/** What every page is written from. */
interface Build {
  template: string;
  manifest: Manifest;
  /** The URL of the client's entry module. */
  entry: string;
  /** The stylesheets pages inline, by file (each read once). */
  styles: Map<string, InlineStyle>;
  /** The inline script that keeps early taps (app/early-taps.ts). */
  earlyTaps: InlineScript;
}

/** A script written into pages, allowed by the CSP through its hash. */
interface InlineScript {
  tag: string;
  /** Its CSP source. */
  hash: string;
}

function inlineScript(id: string, code: string): InlineScript {
  if (code.includes('</')) throw new Error('An inline script cannot contain "</"');
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  return { tag: `<script id="${id}">${code}</script>`, hash };
}

function styleOf(build: Build, file: string): InlineStyle {
  let style = build.styles.get(file);
  if (!style) {
    style = readStyle(file);
    build.styles.set(file, style);
  }
  return style;
}

async function writePage(
  build: Build,
  target: {
    url: string;
    lang: Lang;
    routeId: RouteId | 'notFound';
    ns: readonly string[];
    content?: ContentData;
  },
  file: string,
): Promise<void> {
  const resources = resourcesFor(target.lang, target.ns);
  const { html, head } = await renderPage(
    target.url,
    target.lang,
    target.routeId,
    resources,
    target.content,
  );
  const {
    modules,
    styles,
    app,
    page: pageModule,
  } = pageModules(
    build.manifest,
    target.routeId === 'notFound' ? null : `src/${PAGE_MODULES[target.routeId]}`,
  );
  const boot = serializeBootData({
    lang: target.lang,
    resources,
    content: target.content,
    page: pageModule,
  });
  const page = build.template
    .replace(/<html lang="[^"]*">/, `<html lang="${target.lang}">`)
    .replace(PAGE_STYLES_MARK, () => pageStyles(styles.map((style) => styleOf(build, style))))
    .replace(
      '<!--app-head-->',
      [build.earlyTaps.tag, renderHead(head), fontPreload()].join('\n    '),
    )
    .replace(ENTRY_MARK, () => entryScript(build.entry, modules, app))
    .replace('<!--app-html-->', html)
    .replace(
      '<!--app-data-->',
      `<script type="application/json" id="${BOOT_DATA_ID}">${boot}</script>`,
    );
  const out = path.join(clientDir, file);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, page);
}

/** The content lists a page shows, in its language (build-time data). */
function contentFor(route: RouteDef, lists: ContentLists): ContentData | undefined {
  if (!route.data?.length) return undefined;
  return Object.fromEntries(route.data.map((name) => [name, lists[name]])) as ContentData;
}

function sitemap(siteUrl: string, routes: readonly RouteDef[]): string {
  const urls = routes
    .filter((route) => !route.noindex)
    .flatMap((route) =>
      LANGS.map((lang) => {
        const id = route.id as RouteId;
        const alternates = [...LANGS, 'x-default' as const].map((alt) => {
          const href = `${siteUrl}${routeUrl(id, alt === 'x-default' ? DEFAULT_LANG : alt)}`;
          return `    <xhtml:link rel="alternate" hreflang="${alt}" href="${href.replace(/&/g, '&amp;')}"/>`;
        });
        const loc = `${siteUrl}${routeUrl(id, lang)}`.replace(/&/g, '&amp;');
        return `  <url>\n    <loc>${loc}</loc>\n${alternates.join('\n')}\n  </url>`;
      }),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

async function main() {
  const { settings, lists } = loadContent();
  const styled = inlineSiteStylesheet(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const { template, entry } = takeEntryScript(styled.template);
  const manifest = readJson<Manifest>(path.join(clientDir, '.vite', 'manifest.json'));
  const build: Build = {
    template,
    manifest,
    entry,
    styles: new Map(),
    earlyTaps: inlineScript(EARLY_TAPS_ID, earlyTapsScript()),
  };
  let count = 0;
  for (const route of ROUTES) {
    for (const lang of LANGS) {
      const target = {
        url: routeUrl(route.id, lang),
        lang,
        routeId: route.id,
        ns: route.ns,
        content: contentFor(route, lists[lang]),
      };
      await writePage(build, target, pageFile(route, lang));
      count += 1;
    }
  }
  for (const lang of LANGS) {
    const url = `/404${lang === DEFAULT_LANG ? '' : `?lang=${lang}`}`;
    await writePage(build, { url, lang, routeId: 'notFound', ns: [] }, notFoundFile(lang));
    count += 1;
  }
  const styleSrc = [styled.style, ...build.styles.values()].map((style) => style.hash);
  const scriptSrc = [build.earlyTaps.hash];
  writeFileSync(
    path.join(clientDir, CSP_FILE),
    `${JSON.stringify({ styleSrc, scriptSrc }, null, 2)}\n`,
  );
  writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap(settings.siteUrl, ROUTES));
  writeFileSync(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${settings.siteUrl}/sitemap.xml\n`,
  );
  console.log(`Prerendered ${count} pages into ${clientDir}`);
}

await main();
