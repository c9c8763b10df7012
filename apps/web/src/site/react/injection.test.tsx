import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from 'i18next';
import type { ContentLists } from '@studio/content';
import type { ContentData } from '../../lib/content-data';
import Faq from '../../features/faq/faq-page';
import { ServicesCatalog } from '../../features/services/services-page';
import { PortfolioProjects } from '../../features/portfolio/portfolio-page';
import { STRINGS_ID, stringsScript } from '../../i18n/page-strings';

/**
 * Script and HTML payloads in the content files (a FAQ entry, a product, a portfolio item) are
 * rendered as text by the islands that show them, as at build time and on hydration: no element,
 * attribute or script comes out of a payload, and the strings script cannot be ended by one.
 */
const RUN = 'window.__xss=1;alert(1)';
const PAYLOAD = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `"><svg onload="${RUN}">`,
  `</script><script>${RUN}</script>`,
  `javascript:${RUN}`,
  `{{constructor.constructor('${RUN}')()}}`,
].join(' ');

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

/** The page's strings, as the layout writes them (site/layouts/Site.astro). */
function resources(ns: readonly string[]): Resource {
  const bundle: Record<string, unknown> = {};
  for (const name of ['common', ...ns]) {
    bundle[name] = read(
      path.join(import.meta.dirname, `../../../../../packages/content/locales/es/${name}.json`),
    );
  }
  return { es: bundle } as Resource;
}

/** The real Spanish content, with a payload in every field a page shows. */
function hostileContent(): ContentData {
  const dir = path.join(import.meta.dirname, '../../../../../packages/content/data/es');
  const lists = Object.fromEntries(
    ['products', 'extras', 'faqs', 'portfolio'].map((name) => [
      name,
      read(path.join(dir, `${name}.json`)),
    ]),
  ) as ContentLists;
  const [faq] = lists.faqs;
  const [product] = lists.products;
  const [work] = lists.portfolio;
  if (!faq || !product || !work) throw new Error('the content has no entries to change');
  faq.question = `Q ${PAYLOAD}`;
  faq.answer = `A ${PAYLOAD}\n\n- **${PAYLOAD}**`;
  product.title = `T ${PAYLOAD}`;
  product.description = `D ${PAYLOAD}`;
  work.title = `W ${PAYLOAD}`;
  work.summary = `S ${PAYLOAD}`;
  return lists as unknown as ContentData;
}

const NS = ['faq', 'services', 'portfolio'];

beforeAll(() => {
  // The islands read their strings from the page, as in the browser.
  const strings = stringsScript(resources(NS));
  document.body.innerHTML = `<script type="application/json" id="${STRINGS_ID}">${strings}</script>`;
});

describe.each([
  ['the FAQ', Faq, ['Q ', 'A ']],
  ['the services grid', ServicesCatalog, ['T ', 'D ']],
  ['the portfolio', PortfolioProjects, ['W ', 'S ']],
] as const)('content payloads in %s', (_name, Island, prefixes) => {
  it('render as text: no script, element or handler comes from them', () => {
    const html = renderToString(
      <Island page={{ lang: 'es', routeId: 'faq', ns: NS, content: hostileContent() }} />,
    );
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    expect(doc.querySelectorAll('script, img[src="x"], svg[onload], iframe')).toHaveLength(0);
    const handlers = [...doc.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((attr) => attr.name.startsWith('on')),
    );
    expect(handlers).toHaveLength(0);
    expect(doc.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
    // The payload is shown literally, each time the page shows the field.
    for (const prefix of prefixes) expect(doc.body.textContent).toContain(`${prefix}${PAYLOAD}`);
  });
});

describe('the strings script', () => {
  it('cannot be ended or commented by a string, and parses back to the same strings', () => {
    const strings = { es: { common: { a: `</script><script>${RUN}</script>`, b: '<!--' } } };
    const variables = { studio: `</script><script>${RUN}</script>` };
    const text = stringsScript(strings, variables);
    expect(text).not.toMatch(/<\/script|<!--/i);
    const doc = new DOMParser().parseFromString(
      `<script type="application/json" id="s">${text}</script>`,
      'text/html',
    );
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(doc.getElementById('s')?.textContent ?? '')).toEqual({
      resources: strings,
      variables,
    });
  });
});
