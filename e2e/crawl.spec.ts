/**
 * A crawl of the built site from `/` in each language: every internal link answers (no 404)
 * and every `#anchor` has its element, in the prerendered HTML or, for ids that appear only
 * once the page runs (lists refreshed from the API), in the browser.
 */
import { LANGS } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { anchorHrefs } from './support/html';

interface Crawl {
  pages: Map<string, string>;
  /** Internal links by target, with the page they were found on. */
  links: Map<string, string>;
}

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

for (const lang of LANGS) {
  test(`crawl from / in ${lang}: no broken link, no missing anchor`, async ({ request, page }) => {
    test.setTimeout(120_000);
    const start = lang === 'es' ? '/' : `/?lang=${lang}`;
    const crawl: Crawl = { pages: new Map(), links: new Map([[start, '(start)']]) };
    const queue = [start];
    const statuses = new Map<string, number>();
    while (queue.length > 0) {
      const url = queue.shift() as string;
      const response = await request.get(url);
      statuses.set(url, response.status());
      if (response.status() !== 200) continue;
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
      const html = await response.text();
      crawl.pages.set(url, html);
      for (const href of anchorHrefs(html)) {
        const absolute = href.startsWith('#') ? `${url.split('#')[0]}${href}` : href;
        if (!isInternal(absolute)) continue;
        const target = absolute.split('#')[0] as string;
        if (!crawl.links.has(absolute)) crawl.links.set(absolute, url);
        if (!statuses.has(target) && !queue.includes(target)) {
          statuses.set(target, 0);
          queue.push(target);
        }
      }
    }

    const broken = [...statuses].filter(([, status]) => status !== 200);
    expect(broken, 'internal links that do not answer 200').toEqual([]);
    // Every page of the site in this language was reached.
    expect(crawl.pages.size).toBeGreaterThanOrEqual(16);

    const needBrowser: { url: string; id: string; from: string }[] = [];
    let anchors = 0;
    for (const [link, from] of crawl.links) {
      const [target, id] = link.split('#') as [string, string | undefined];
      if (!id) continue;
      anchors += 1;
      const html = crawl.pages.get(target) ?? '';
      if (!html.includes(` id="${id}"`)) needBrowser.push({ url: target, id, from });
    }
    // The footer's service anchors, the FAQ anchor, "work with us", in-page buttons...
    expect(anchors).toBeGreaterThanOrEqual(10);
    const missing: string[] = [];
    for (const { url, id, from } of needBrowser) {
      await page.goto(`${url}#${id}`);
      await waitForHydration(page);
      const found = await page
        .locator(`[id="${id}"]`)
        .waitFor({ state: 'attached', timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (!found) missing.push(`${url}#${id} (linked from ${from})`);
    }
    expect(missing, 'anchors without their element').toEqual([]);
  });
}
