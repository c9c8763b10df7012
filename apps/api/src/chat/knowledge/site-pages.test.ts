import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'parse5';
import { LANGS, foldText, pageFile, routeUrl } from '@studio/shared';
import { loadContent } from '@studio/content';
import { chatEnv } from '../../test/helper.js';
import {
  KNOWN_ROUTES,
  loadSitePassages,
  pagePassages,
  SiteKnowledgeError,
  type Passage,
} from './site-pages.js';
import { canonicalPath } from './urls.js';

// The knowledge base is the built site: `npm test` builds before these run.
const webDist = chatEnv().WEB_DIST!;
const passages = loadSitePassages(webDist);

/** A link inside a sentence is read; one standing alone is a call to action. */
const INLINE_PARENTS = new Set(['p', 'dt', 'dd', 'td', 'th', 'figcaption', 'strong', 'em']);

/**
 * Every word of a page's main part a visitor reads, folded: not its controls (forms, buttons,
 * live counts), nor links that stand alone as calls to action ("Ver el proyecto").
 */
function mainText(html: string): string {
  const document = parse(html);
  const texts: string[] = [];
  let inMain = false;
  const walk = (node: unknown, skip: boolean, parent = '') => {
    const n = node as {
      nodeName: string;
      tagName?: string;
      value?: string;
      attrs?: { name: string; value: string }[];
      childNodes?: unknown[];
    };
    const tag = n.tagName;
    if (tag === 'main') inMain = true;
    const skipped =
      skip ||
      (tag === 'a' && !INLINE_PARENTS.has(parent)) ||
      ['nav', 'form', 'label', 'script', 'style', 'svg', 'template'].includes(tag ?? '') ||
      (tag === 'button' && !n.attrs?.some((a) => a.name === 'aria-controls')) ||
      (n.attrs ?? []).some(
        (a) =>
          a.name === 'aria-live' ||
          (a.name === 'role' && a.value === 'status') ||
          (a.name === 'aria-hidden' && a.value === 'true'),
      );
    if (n.nodeName === '#text' && inMain && !skipped) texts.push(n.value ?? '');
    for (const child of n.childNodes ?? []) walk(child, skipped, tag ?? parent);
    if (tag === 'main') inMain = false;
  };
  walk(document, false);
  return texts.join(' ');
}

/** A post's passages share its route with the blog's own page, not its address. */
const onPage = (passage: Passage, url: string) => passage.url.split('#')[0] === url;

const folded = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

describe('the chat’s knowledge: every page a visitor reads, as passages', () => {
  it.each(LANGS)('%s: every indexable page has passages, each with its page’s address', (lang) => {
    for (const route of KNOWN_ROUTES) {
      const own = passages[lang].filter((passage) => onPage(passage, routeUrl(route.id, lang)));
      expect(own.length, `${route.path} (${lang})`).toBeGreaterThan(0);
      for (const passage of own) {
        expect(passage.url.startsWith(routeUrl(route.id, lang)), passage.url).toBe(true);
        expect(passage.heading).not.toBe('');
        expect(passage.text).not.toBe('');
      }
    }
  });

  it.each(LANGS)('%s: no words of a page’s main part are missing from its passages', (lang) => {
    for (const route of KNOWN_ROUTES) {
      const html = readFileSync(path.join(webDist, pageFile(route, lang)), 'utf8');
      const known = folded(
        passages[lang]
          .filter((passage) => onPage(passage, routeUrl(route.id, lang)))
          .map((passage) => [passage.heading, passage.text].join(' '))
          .join(' '),
      );
      const missing = folded(mainText(html))
        .split(' ')
        .filter((word) => word && !known.includes(word));
      expect(missing, `${route.path} (${lang})`).toEqual([]);
    }
  });

  it('knows the answers a button opens (a question’s hidden answer) and the footer’s contact', () => {
    // Read from the content, so that the studio's own questions and details are what is checked.
    const { settings, lists } = loadContent();
    for (const lang of LANGS) {
      for (const faq of lists[lang].faqs) {
        const passage = passages[lang].find(
          (p) => p.route === 'faq' && p.url.endsWith(`#${faq.id}`),
        );
        expect(passage?.heading, `${lang} ${faq.id}`).toBe(faq.question);
        const [firstLine = ''] = faq.answer.split('\n');
        expect(folded(passage?.text ?? ''), `${lang} ${faq.id}`).toContain(folded(firstLine));
      }
      const contact = passages[lang].find(
        (p) => p.route === 'contact' && p.text.includes(settings.email),
      );
      expect(contact?.text, lang).toContain(settings.phone.display);
    }
  });

  it('links each passage to an anchor its page has', () => {
    for (const lang of LANGS) {
      for (const passage of passages[lang]) {
        const [, anchor] = passage.url.split('#');
        if (!anchor) continue;
        const file = pageFile({ path: canonicalPath(passage.url) }, lang);
        const html = readFileSync(path.join(webDist, file), 'utf8');
        expect(html.includes(`id="${anchor}"`), passage.url).toBe(true);
      }
    }
  });

  it('reads a page the chat’s code does not know about', () => {
    const html = `<!doctype html><html><head><title>Nueva | Ona Studio</title></head><body>
      <main><h1>Una página nueva</h1><p>Con su primera frase.</p>
      <section id="detalles"><h2>Detalles</h2><ul><li>Un punto</li><li>Otro punto</li></ul></section>
      </main></body></html>`;
    const found = pagePassages(html, 'about', 'es');
    expect(found.map((p) => [p.heading, p.url, p.text])).toEqual([
      ['Una página nueva', '/quienes-somos', 'Con su primera frase.'],
      ['Detalles', '/quienes-somos#detalles', 'Un punto\nOtro punto'],
    ]);
  });

  it('says what to do when the site is not built', () => {
    expect(() => loadSitePassages('/nonexistent-build')).toThrow(SiteKnowledgeError);
    expect(() => loadSitePassages('/nonexistent-build')).toThrow(/npm run build/);
  });
});
