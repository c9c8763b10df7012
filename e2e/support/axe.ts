import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LANGS, ROUTES, routeUrl, type Lang } from '@studio/shared';
import { contentPages } from './content-pages';
import { test, expect, waitForHydration } from './fixtures';

/** WCAG 2.2 A and AA rules (axe-core's tags for 2.0, 2.1 and 2.2). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join('\n    ')}`,
  );
}

/** A test per page and language, so the workers share them out. */
export function everyPage(): void {
  for (const lang of LANGS) everyPageIn(lang);
}

function everyPageIn(lang: Lang): void {
  test.describe(`axe-core finds no WCAG 2.2 A/AA violation (${lang})`, () => {
    const urls = [
      ...ROUTES.map((route) => routeUrl(route.id, lang)),
      ...contentPages().flatMap((page) => (page.lang === lang ? [page.url] : [])),
    ];
    for (const url of urls) {
      test(`${url} (${lang})`, async ({ page }) => {
        await page.goto(url);
        await waitForHydration(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
