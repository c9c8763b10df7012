import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import {
  LANGS,
  ROUTES,
  langUrl,
  pageFile,
  routeUrl,
  type Lang,
  type RouteId,
} from '@studio/shared';

// The knowledge base is read from the built pages themselves, so every price and FAQ is known
// as the page shows it, placeholders filled, and a page added to the site is known without
// touching the chat (decision 019).

/** One piece of a page under one heading: what the assistant quotes and links to. */
export interface Passage {
  id: string;
  lang: Lang;
  route: RouteId;
  pageName: string;
  /** The page's main heading for its opening words. */
  heading: string;
  /** Outermost first. */
  parents: string[];
  /** Eyebrows above its heading and the headings above it ("Precios" over "Elige el plan…"). */
  labels: string[];
  /** In this language, with the nearest anchor. */
  url: string;
  /**
   * What the chat's data (`asks` in chat.json) names it by on its page, the same in every
   * language: the id of its heading, or of the element holding that heading alone (a FAQ's
   * question, by the entry's id). Null for a heading without one, such as the page's title.
   */
  key: string | null;
  /** One block (paragraph, list item, definition) per line. */
  text: string;
  /** The headings under it, when it stands over a few (a process's steps, a table's plans). */
  summary?: string;
}

export class SiteKnowledgeError extends Error {
  override name = 'SiteKnowledgeError';
}

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** Parts of a page that are not its words: controls, forms, pictures and hidden things. */
const SKIPPED = new Set(['nav', 'form', 'button', 'svg', 'script', 'style', 'template', 'img']);
// A table's row reads as one line, its cells side by side.
const BLOCKS = new Set('p dt dd tr td th caption figcaption blockquote summary'.split(' '));
const CONTAINERS = new Set('ul ol dl div section article header details'.split(' '));
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
/** A long list of questions is not a summary. */
const SUMMARISED = 8;
const LABEL_CHARS = 40;

/** Ids of the parts a button opens (an answer under a question): hidden, yet read. */
let openable = new Set<string>();

function isSkipped(element: Element, inHeading = false): boolean {
  return (
    (SKIPPED.has(element.tagName) && !(inHeading && element.tagName === 'button')) ||
    (attr(element, 'hidden') !== undefined && !openable.has(attr(element, 'id') ?? '')) ||
    attr(element, 'aria-hidden') === 'true' ||
    // Live counts and messages of the page's controls ("29 preguntas"), not its words.
    attr(element, 'aria-live') !== undefined ||
    attr(element, 'role') === 'status'
  );
}

/** The words of a node; a heading's own button (a question that opens its answer) is read. */
function textOf(node: Node, inHeading = false): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (isElement(node) && isSkipped(node, inHeading)) return '';
  if (isElement(node) && node.tagName === 'br') return '\n';
  const children = 'childNodes' in node ? node.childNodes : [];
  // Elements side by side read as separate words ("React" "Interfaces rápidas").
  return children
    .map((child) => (isElement(child) ? ` ${textOf(child, inHeading)} ` : textOf(child, inHeading)))
    .join('');
}

const clean = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/** Then it is walked, not read whole. */
function hasStructure(element: Element): boolean {
  return element.childNodes.some(
    (child) =>
      isElement(child) &&
      !isSkipped(child) &&
      (HEADINGS.has(child.tagName) ||
        BLOCKS.has(child.tagName) ||
        CONTAINERS.has(child.tagName) ||
        hasStructure(child)),
  );
}

function all(node: Node, test: (element: Element) => boolean, found: Element[] = []): Element[] {
  if (isElement(node) && test(node)) found.push(node);
  for (const child of 'childNodes' in node ? node.childNodes : []) all(child, test, found);
  return found;
}

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    const hit = find(child, test);
    if (hit) return hit;
  }
  return undefined;
}

interface Section {
  level: number;
  heading: string;
  anchor: string | null;
  key: string | null;
  blocks: string[];
  parents: string[];
  labels: string[];
  summary?: string;
}

/**
 * Words that come before a heading inside the same container (an eyebrow above a title, a
 * figure above a card's title) belong to that heading.
 */
function sectionsOf(main: Element, pageTitle: string): Section[] {
  const sections: Section[] = [
    { level: 1, heading: pageTitle, anchor: null, key: null, blocks: [], parents: [], labels: [] },
  ];
  const open: { level: number; heading: string; anchor: string | null; labels: string[] }[] = [];
  let pending: string[] | null = null;
  const add = (block: string) => {
    if (pending) pending.push(block);
    else sections[sections.length - 1]!.blocks.push(block);
  };
  const isHeading = (element: Element) => HEADINGS.has(element.tagName) && !isSkipped(element);

  const walk = (node: Node, anchor: string | null, owner: string | null) => {
    if (!isElement(node) || isSkipped(node)) return;
    const id = attr(node, 'id');
    const here = id && id !== 'main' ? id : anchor;
    // An id names a heading only if its element holds no other: a section's id is not its cards'.
    if (id) {
      const headings = all(node, isHeading).length;
      if (headings === 1) owner = id;
      else if (headings > 1) owner = null;
    }
    if (HEADINGS.has(node.tagName)) {
      const level = Number(node.tagName.slice(1));
      const heading = clean(textOf(node, true)).replace(/\n/g, ' ');
      if (!heading) return;
      while (open.length > 0 && open[open.length - 1]!.level >= level) open.pop();
      const own = here ?? open[open.length - 1]?.anchor ?? null;
      const blocks = pending ?? [];
      // A short line before the heading is its label (an eyebrow): "Precios", "Proceso".
      const label = blocks.length === 1 && blocks[0]!.length <= LABEL_CHARS ? blocks : [];
      const labels = [...(open[open.length - 1]?.labels ?? []), ...label];
      sections.push({
        level,
        heading,
        anchor: own,
        key: owner,
        blocks,
        parents: open.map((o) => o.heading),
        labels,
      });
      pending = null;
      open.push({ level, heading, anchor: own, labels });
      return;
    }
    if (node.tagName === 'dl') {
      // A term and its definitions read as one line: "Precio: desde 2.500 €".
      let line: string | null = null;
      const items = node.childNodes.flatMap((child) =>
        isElement(child) && child.tagName === 'div' ? child.childNodes : [child],
      );
      for (const item of items) {
        if (!isElement(item) || isSkipped(item)) continue;
        const words = clean(textOf(item)).replace(/\n/g, ' ');
        if (!words) continue;
        if (item.tagName === 'dt') {
          if (line) add(line);
          line = words;
        } else {
          line = line ? `${line}: ${words}` : words;
        }
      }
      if (line) add(line);
      return;
    }
    if (BLOCKS.has(node.tagName) || (node.tagName === 'li' && !hasStructure(node))) {
      const words = clean(textOf(node));
      if (words) add(words);
      return;
    }
    const buffering =
      pending === null && node.childNodes.some((child) => find(child, isHeading) !== undefined);
    if (buffering) pending = [];
    for (const child of node.childNodes) walk(child, here, owner);
    if (buffering && pending) {
      const held: string[] = pending;
      pending = null;
      held.forEach(add);
    }
  };
  for (const child of main.childNodes) walk(child, null, null);
  // A heading over a few others (the steps of a process, the plans of a price table) names them
  // when quoted, so "what are the steps?" gets the list. Not the page's own title: a list of a
  // page's parts says nothing of its own. The list is no search text: "the Growth plan" is the
  // plan's passage, not the one over it.
  for (const [index, section] of sections.entries()) {
    if (section.level === 1) continue;
    const end = sections.findIndex((other, i) => i > index && other.level <= section.level);
    const own = sections.slice(index + 1, end === -1 ? undefined : end);
    const children = own.filter((child) => child.level === section.level + 1);
    if (children.length >= 2 && children.length <= SUMMARISED && own.length === children.length) {
      section.summary = children.map((child) => child.heading).join(' · ');
    }
  }
  return sections.filter((section) => section.blocks.length > 0 || section.summary);
}

function pageNameOf(document: Node, url: string): string {
  const crumb = find(document, (el) => attr(el, 'aria-current') === 'page' && el.tagName === 'li');
  if (crumb) return clean(textOf(crumb));
  const header = find(document, (el) => el.tagName === 'header');
  const link =
    header &&
    find(
      header,
      (el) =>
        el.tagName === 'a' &&
        attr(el, 'href') === url &&
        attr(el, 'hreflang') === undefined &&
        clean(textOf(el)) !== '',
    );
  if (link) return clean(textOf(link));
  const title = find(document, (el) => el.tagName === 'title');
  return clean(textOf(title ?? document)).split(/\s+[|·–-]\s+/)[0] ?? '';
}

/** The footer (phone, e-mail, hours) is the same on every page: read once, with `footer`. */
export function pagePassages(
  html: string,
  route: RouteId,
  lang: Lang,
  { footer = false, path }: { footer?: boolean; path?: string } = {},
): Passage[] {
  const document = parse(html);
  const main = find(document, (el) => el.tagName === 'main');
  if (!main) return [];
  openable = new Set(
    all(main, (el) => attr(el, 'aria-controls') !== undefined).map((el) =>
      attr(el, 'aria-controls')!,
    ),
  );
  // A post or a project has its own path under its route's (sectionPages).
  const base = path ? langUrl(path, lang) : routeUrl(route, lang);
  const pageName = pageNameOf(document, base);
  const foot = footer ? find(document, (el) => el.tagName === 'footer') : undefined;
  const sections = [...sectionsOf(main, pageName), ...(foot ? sectionsOf(foot, pageName) : [])];
  return sections.map(({ level: _level, anchor, blocks, ...section }, index) => ({
    id: `${base}#${index}`,
    lang,
    route,
    pageName,
    ...section,
    url: anchor ? `${base}#${anchor}` : base,
    text: blocks.join('\n'),
  }));
}

export const KNOWN_ROUTES = ROUTES.filter((route) => !('noindex' in route && route.noindex));

/**
 * The posts and the projects: a folder per page right under a section's path, in the languages
 * the build wrote. The lists deeper down (a category, a tag, a page of ten) only repeat their
 * summaries.
 */
export function sectionPages(webDist: string) {
  const pages: { route: RouteId; path: string; url: string; lang: Lang; file: string }[] = [];
  for (const route of ROUTES) {
    const dir = path.join(webDist, route.path);
    if (!('section' in route) || !existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const pagePath = `${route.path}/${entry.name}`;
      for (const lang of LANGS) {
        const file = path.join(webDist, pageFile({ path: pagePath }, lang));
        if (existsSync(file)) {
          pages.push({ route: route.id, path: pagePath, url: langUrl(pagePath, lang), lang, file });
        }
      }
    }
  }
  return pages;
}

const cache = new Map<string, Record<Lang, Passage[]>>();

export function loadSitePassages(webDist: string): Record<Lang, Passage[]> {
  const cached = cache.get(webDist);
  if (cached) return cached;
  const passages = Object.fromEntries(LANGS.map((lang) => [lang, [] as Passage[]])) as Record<
    Lang,
    Passage[]
  >;
  for (const route of KNOWN_ROUTES) {
    for (const lang of LANGS) {
      const file = path.join(webDist, pageFile(route, lang));
      if (!existsSync(file)) {
        throw new SiteKnowledgeError(
          `The chat reads the built pages, and ${file} is missing: run "npm run build" first (or set WEB_DIST)`,
        );
      }
      const html = readFileSync(file, 'utf8');
      passages[lang].push(
        ...pagePassages(html, route.id, lang, { footer: route.id === 'contact' }),
      );
    }
  }
  for (const { route, path: pagePath, lang, file } of sectionPages(webDist)) {
    passages[lang].push(
      ...pagePassages(readFileSync(file, 'utf8'), route, lang, { path: pagePath }),
    );
  }
  cache.set(webDist, passages);
  return passages;
}
