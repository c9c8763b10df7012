import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Resource } from 'i18next';
import type { ContentLists } from '@studio/content';
import { ROUTES, type RouteDef, type RouteId } from '@studio/shared';
import { renderHead, renderPage, serializeBootData, BOOT_DATA_ID } from '../entry-server';
import type { ContentData } from '../lib/content-data';

/**
 * Script and HTML payloads in the content files (a FAQ entry, a product, a portfolio
 * item) are prerendered as text. The page's HTML, its head and its boot data are parsed as a
 * browser would: no element, attribute or script comes out of a payload.
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

function resources(ns: readonly string[]): Resource {
  const bundle: Record<string, unknown> = {};
  for (const name of ['common', ...ns]) {
    const file = path.join(import.meta.dirname, `../../public/locales/es/${name}.json`);
    bundle[name] = JSON.parse(readFileSync(file, 'utf8'));
  }
  return { es: bundle } as Resource;
}

/** The real Spanish content files (read as files: jsdom has no file URLs for the loader). */
function contentFiles(): ContentLists {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, `../../../../packages/content/data/es/${name}.json`),
        'utf8',
      ),
    ) as unknown;
  return Object.fromEntries(
    ['products', 'extras', 'faqs', 'portfolio'].map((name) => [name, read(name)]),
  ) as ContentLists;
}

function hostileContent(): ContentData {
  const lists = contentFiles();
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

async function renderDocument(id: RouteId, path: string): Promise<Document> {
  const route: RouteDef | undefined = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id}`);
  const all = hostileContent() as Record<string, unknown>;
  const content = Object.fromEntries(
    (route.data ?? []).map((name) => [name, all[name]]),
  ) as ContentData;
  const res = resources(route.ns);
  const { html, head } = await renderPage(path, 'es', id, res, content);
  const boot = serializeBootData({ lang: 'es', resources: res, content });
  const page =
    `<!doctype html><html><head>${renderHead(head)}</head><body>` +
    `<div id="root">${html}</div>` +
    `<script type="application/json" id="${BOOT_DATA_ID}">${boot}</script></body></html>`;
  return new DOMParser().parseFromString(page, 'text/html');
}

describe.each([
  ['faq', '/faq', ['Q ', 'A ']],
  ['services', '/servicios', ['T ', 'D ']],
  ['portfolio', '/portafolio', ['W ', 'S ']],
] as const)('content payloads on %s', (id, path, prefixes) => {
  it('render as text: no script, element or handler comes from them', async () => {
    const doc = await renderDocument(id, path);
    // The only scripts are data blocks (JSON), and the boot data is still the one element.
    const scripts = [...doc.querySelectorAll('script')].map((s) => s.getAttribute('type'));
    expect(
      scripts.every((type) => type === 'application/json' || type === 'application/ld+json'),
    ).toBe(true);
    expect(doc.querySelectorAll(`#${BOOT_DATA_ID}`)).toHaveLength(1);
    expect(doc.querySelectorAll('img[src="x"], svg[onload], iframe')).toHaveLength(0);
    const handlers = [...doc.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((attr) => attr.name.startsWith('on')),
    );
    expect(handlers).toHaveLength(0);
    expect(doc.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);

    // The payload is shown literally, each time the page shows the field.
    const text = doc.getElementById('root')?.textContent ?? '';
    for (const prefix of prefixes) expect(text).toContain(`${prefix}${PAYLOAD}`);

    // The boot data hands the same strings to the browser, unchanged.
    const boot = JSON.parse(doc.getElementById(BOOT_DATA_ID)?.textContent ?? '{}') as {
      content: Record<string, { question?: string; title?: string }[]>;
    };
    expect(JSON.stringify(boot.content)).toContain(JSON.stringify(`${prefixes[0]}${PAYLOAD}`));
  });
});
