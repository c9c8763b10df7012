import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  LANGS,
  ROUTES,
  forcedLangOfPath,
  langFromSearch,
  negotiateLang,
  notFoundFile,
  pageFile,
  resolveUrl,
  routePaths,
  sectionFile,
  TAGS_ATTRIBUTE,
  encodeTagSettings,
  type Lang,
  type RouteDef,
  type TagSettings,
} from '@studio/shared';
import { CachedResponse, sendCached } from './lib/cached-response.js';
import { isApiPath, splitUrl } from './lib/url.js';

const HTML = 'text/html; charset=utf-8';
/** Pages may change with each deploy: always revalidate, cheap thanks to the ETag. */
const PAGE_CACHE_CONTROL = 'no-cache';
/** Vite puts content-hashed file names under /assets/: they never change. */
const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FILE_CACHE_CONTROL = 'public, max-age=3600';

export interface Site {
  readonly root: string;
  readonly inlineSources: InlineSources;
  page(route: Pick<RouteDef, 'path'>, lang: Lang): CachedResponse | undefined;
  /** A built file by its name (`blog/tienda-online/index.ca.html`). */
  file(name: string): CachedResponse | undefined;
  notFound(lang: Lang): CachedResponse | undefined;
}

export interface InlineSources {
  readonly styleSrc: readonly string[];
  readonly scriptSrc: readonly string[];
}

/** Written by apps/web/scripts/finish-csp.mjs. */
const CSP_FILE = 'csp.json';
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

function hashSources(file: string, name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((source) => HASH_SOURCE.test(String(source)))) {
    throw new Error(`${file}: ${name} must list 'sha256-…' sources`);
  }
  return value as string[];
}

function readInlineSources(root: string, log: FastifyBaseLogger): InlineSources {
  const file = path.join(root, CSP_FILE);
  if (!existsSync(file)) {
    log.warn(`No ${CSP_FILE} in the web build: pages with inline styles will show unstyled`);
    return { styleSrc: [], scriptSrc: [] };
  }
  const { styleSrc, scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return {
    styleSrc: hashSources(file, 'styleSrc', styleSrc),
    scriptSrc: hashSources(file, 'scriptSrc', scriptSrc),
  };
}

/**
 * The app reads the tags from `<html data-ona-tags>` to ask for consent (decision 013). Written
 * at start, so turning the tag on or off needs a restart, not a rebuild.
 */
function withTags(html: Buffer, tags: TagSettings): Buffer {
  const content = encodeTagSettings(tags);
  if (!content) return html;
  return Buffer.from(
    html.toString('utf8').replace(/<html\b/i, `<html ${TAGS_ATTRIBUTE}="${content}"`),
  );
}

export function loadSite(
  root: string,
  log: FastifyBaseLogger,
  tags: TagSettings = { adsConversionId: null, ga4MeasurementId: null },
): Site | null {
  if (!existsSync(root)) {
    log.warn(`No web build at ${root}: serving the API only`);
    return null;
  }
  const files = new Map<string, CachedResponse>();
  const missing: string[] = [];
  const wanted = [
    ...ROUTES.flatMap((route) => LANGS.map((lang) => pageFile(route, lang))),
    ...LANGS.map(notFoundFile),
  ];
  const sectionPages = ROUTES.flatMap((route) =>
    'section' in route ? builtPages(root, route.path.slice(1)) : [],
  );
  for (const file of wanted) {
    try {
      files.set(
        file,
        new CachedResponse(withTags(readFileSync(path.join(root, file)), tags), HTML),
      );
    } catch {
      missing.push(file);
    }
  }
  if (missing.length > 0) log.warn({ missing }, 'Prerendered pages missing from the web build');
  for (const file of sectionPages) {
    files.set(file, new CachedResponse(withTags(readFileSync(path.join(root, file)), tags), HTML));
  }
  return {
    root,
    inlineSources: readInlineSources(root, log),
    page: (route, lang) => files.get(pageFile(route, lang)),
    file: (name) => files.get(name),
    notFound: (lang) => files.get(notFoundFile(lang)),
  };
}

/** The pages the build wrote under a section's folder (a post, a project, a tag), by file name. */
function builtPages(root: string, dir: string): string[] {
  const folder = path.join(root, dir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /(^|\/)index(\.\w+)?\.html$/.test(name) && name.includes('/'))
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`);
}

/** Written by the browser when the visitor chooses (apps/web/src/i18n/remember-language.ts). */
const LANG_COOKIE = 'i18nextLng';

/**
 * The page's one language decision: the browser keeps it, but for a choice only its local
 * storage knows (decision 020).
 */
function pageLang(request: FastifyRequest, reply: FastifyReply, pathname: string, search: string) {
  const named = forcedLangOfPath(pathname) ?? langFromSearch(search);
  if (named) return named;
  reply.header('vary', 'Accept-Language, Cookie');
  return negotiateLang({
    cookie: request.cookies?.[LANG_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

export function sendNotFoundPage(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site | null,
): void {
  const [pathname, search] = splitUrl(request.url);
  const lang = pageLang(request, reply, pathname, search);
  const page = site?.notFound(lang);
  reply.code(404).header('content-language', lang);
  if (page) {
    sendCached(request, reply, page, PAGE_CACHE_CONTROL);
  } else {
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  }
}

function sendPage(request: FastifyRequest, reply: FastifyReply, site: Site): void {
  const [pathname, search] = splitUrl(request.url);
  const resolved = resolveUrl(pathname, search);
  const lang = resolved && pageLang(request, reply, pathname, search);
  const page = resolved && lang && site.page(resolved.route, lang);
  if (!resolved || !page) {
    reply.callNotFound();
    return;
  }
  reply.header('content-language', lang);
  if (resolved.route.noindex) reply.header('x-robots-tag', 'noindex');
  // Every answer is isolated from other sites' windows (plugins/security.ts) but the pages that
  // show everyone the same content: on them the header only costs a fresh renderer process on
  // each load (Chrome on Android isolates a site that sends it), and they hold nothing to leak.
  if (!resolved.route.personal) reply.removeHeader('cross-origin-opener-policy');
  sendCached(request, reply, page, PAGE_CACHE_CONTROL);
}

/**
 * A post or a project. A language named in the URL gets its page or none; a language the server
 * chose for the visitor falls back to a translation that exists (a post may lack one).
 */
function sendSectionPage(request: FastifyRequest, reply: FastifyReply, site: Site) {
  const [pathname, search] = splitUrl(request.url);
  // A file of the section's (the blog's feeds), as @fastify/static answers every other file.
  if (/\.\w+$/.test(pathname) && !pathname.endsWith('.html')) {
    return reply.sendFile(decodeURIComponent(pathname.slice(1)));
  }
  const named = langFromSearch(search);
  const langs = named ? [named] : [pageLang(request, reply, pathname, search), ...LANGS];
  for (const lang of langs) {
    const found = sectionFile(pathname, lang);
    const page = found && site.file(found.file);
    if (found && page) {
      reply.header('content-language', lang);
      reply.removeHeader('cross-origin-opener-policy');
      sendCached(request, reply, page, PAGE_CACHE_CONTROL);
      return;
    }
  }
  reply.callNotFound();
}

export const siteRoutes: FastifyPluginAsync<{ site: Site }> = async (app, { site }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, search] = splitUrl(request.url);
    // A leading `//` or `/\` would turn the Location into another host.
    if (
      pathname.length > 1 &&
      pathname.endsWith('/') &&
      !/^\/[/\\]/.test(pathname) &&
      !isApiPath(pathname)
    ) {
      return reply.redirect(pathname.replace(/\/+$/, '') + search, 301);
    }
  });

  const assets = path.join(site.root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: site.root,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    // Pages are answered from memory by their routes, never as files.
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.startsWith(assets) ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL,
      );
    },
  });

  for (const route of ROUTES) {
    for (const { path: pagePath } of routePaths(route)) {
      app.get(pagePath, (request, reply) => sendPage(request, reply, site));
    }
    if ('section' in route) {
      app.get(`${route.path}/*`, (request, reply) => sendSectionPage(request, reply, site));
    }
  }
};
