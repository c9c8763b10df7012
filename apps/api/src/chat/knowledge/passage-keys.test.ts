import { describe, expect, it } from 'vitest';
import { LANGS, routeUrl, type Lang } from '@studio/shared';
import { chatEnv } from '../../test/helper.js';
import { loadPhrasings, phrasingsFile, PhrasingsSchema, unknownAsks } from './phrasings.js';
import { KNOWN_ROUTES, loadSitePassages, pagePassages, sectionPages } from './site-pages.js';

// The knowledge base is the built site: `npm test` builds before these run.
const webDist = chatEnv().WEB_DIST!;
const passages = loadSitePassages(webDist);
const phrasings = loadPhrasings();

describe('what names a passage on its page (its key)', () => {
  const html = `<!doctype html><html><head><title>FAQ | Estudio</title></head><body><main id="main">
    <h1>Preguntas frecuentes</h1><p>Todo lo que nos preguntan.</p>
    <section id="precios"><h2 id="pricing-title">Precios</h2><p>Cerrados.</p>
      <ul><li><h3 id="plan-basic">Básica</h3><p>800 €</p></li><li><h3>Sin id</h3><p>Nada.</p></li></ul>
    </section>
    <div class="accordion-item" id="contrato"><h2><button aria-controls="contrato-a">¿Contrato?</button></h2>
      <div id="contrato-a" hidden><p>Sí, firmado.</p></div></div>
    </main></body></html>`;
  const found = pagePassages(html, 'faq', 'es');
  const keyOf = (heading: string) => found.find((p) => p.heading === heading)?.key;

  it('is the id of its heading', () => {
    expect(keyOf('Precios')).toBe('pricing-title');
    expect(keyOf('Básica')).toBe('plan-basic');
  });

  it('or the id of an element holding that heading alone (a FAQ’s question)', () => {
    expect(keyOf('¿Contrato?')).toBe('contrato');
  });

  it('is never the id of a section holding several headings, nor the words', () => {
    expect(keyOf('Sin id')).toBeNull();
    expect(keyOf('Preguntas frecuentes')).toBeNull();
  });
});

describe('the built pages name their passages', () => {
  it.each(LANGS)('%s: every passage but its page’s title has a key, one of its own', (lang) => {
    const pages = [
      ...KNOWN_ROUTES.map((route) => routeUrl(route.id, lang)),
      ...sectionPages(webDist).flatMap((page) => (page.lang === lang ? [page.url] : [])),
    ];
    for (const url of pages) {
      const keys = passages[lang].filter((p) => p.url.split('#')[0] === url).map((p) => p.key);
      expect(
        keys.filter((key) => key === null),
        `${url}`,
      ).toHaveLength(1);
      expect(new Set(keys).size, `${url}: keys used twice`).toBe(keys.length);
    }
  });

  it('with the same keys in every language on the routes’ pages, so one id names a passage in all three', () => {
    // A post's headings are its own words in each language, and the blog lists the posts each
    // language has.
    const keysOf = (lang: Lang) =>
      passages[lang]
        .filter((p) => p.route !== 'blog' && p.url.split('#')[0] === routeUrl(p.route, lang))
        .map((p) => `${p.route}#${p.key ?? ''}`)
        .sort((a, b) => a.localeCompare(b));
    expect(keysOf('ca')).toEqual(keysOf('es'));
    expect(keysOf('en')).toEqual(keysOf('es'));
  });
});

describe('the chat’s asks', () => {
  it('name only passages the built site has', () => {
    expect(unknownAsks(phrasings, passages)).toEqual([]);
  });

  it('that name a passage gone from the site are told, with their file and entry', () => {
    const withoutContract = Object.fromEntries(
      LANGS.map((lang) => [lang, passages[lang].filter((p) => p.key !== 'contrato')]),
    ) as typeof passages;
    const problems = unknownAsks(phrasings, withoutContract);
    expect(problems).toHaveLength(LANGS.length);
    for (const lang of LANGS) {
      const index = phrasings[lang].asks.findIndex((entry) => entry.id === 'contrato');
      expect(problems).toContain(
        `${phrasingsFile(lang)}: asks.${index} names /faq#contrato, which no built page has`,
      );
    }
  });

  it('name a passage by its id: an entry naming it by its heading’s words is refused', () => {
    const byWords = {
      page: '/faq',
      heading: '¿Firmamos un contrato antes de empezar?',
      asks: ['x'],
    };
    const result = PhrasingsSchema.safeParse({ ...phrasings.es, asks: [byWords] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['asks', 0]);
  });
});
