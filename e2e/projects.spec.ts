import { LANGS, langUrl, routeUrl, type Lang } from '@studio/shared';
import { loadContent } from '@studio/content';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { violations } from './support/axe';
import { text } from './support/locales';
import { overflowOf } from './support/overflow';

/**
 * The portfolio's case studies (packages/content/projects): each card leads to its page, which
 * tells the project with the portfolio's own title and result, ends in the quote form and keeps
 * the project when the language changes.
 */

const { lists } = loadContent();
const projectPath = (slug: string) => `/portafolio/${slug}`;
/** Where the address bar is, without the origin. */
const shown = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const OTHER: Record<Lang, Lang> = { es: 'ca', ca: 'en', en: 'es' };

for (const lang of ['es', 'en'] as const) {
  for (const project of lists[lang].portfolio) {
    test(`${project.slug} (${lang}): its card leads to its page, which keeps the language switch`, async ({
      page,
    }) => {
      await page.goto(routeUrl('portfolio', lang));
      await waitForHydration(page);
      const card = page.locator('.project-card', { has: page.locator(`#project-${project.slug}`) });
      await card.getByRole('link', { name: text(lang, 'portfolio', 'projects.caseStudy') }).click();
      await expect.poll(() => shown(page)).toBe(langUrl(projectPath(project.slug), lang));

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(page.getByTestId('project-result')).toHaveText(project.result);
      await expect(page).toHaveTitle(new RegExp(`^${project.client}: `));
      const crumbs = page.getByRole('navigation', {
        name: text(lang, 'portfolio', 'project.breadcrumb'),
      });
      await expect(crumbs.getByRole('link').last()).toHaveAttribute(
        'href',
        routeUrl('portfolio', lang),
      );
      // Its story, in sections the assistant can link to.
      await expect(page.locator('.project__body h2[id]')).not.toHaveCount(0);
      if (project.url) {
        await expect(page.locator(`.project__facts a[href="${project.url}"]`)).toHaveAttribute(
          'target',
          '_blank',
        );
      }
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map(
            (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
          ),
        );
      expect(types).toEqual(expect.arrayContaining(['CreativeWork', 'BreadcrumbList']));

      const cta = page.locator('section', { has: page.locator('#project-cta-title') });
      await expect(cta.getByRole('link')).toHaveAttribute(
        'href',
        `${routeUrl('contact', lang)}#formulario`,
      );

      const other = OTHER[lang];
      await waitForHydration(page);
      await page
        .getByRole('banner')
        .getByRole('navigation', { name: text(lang, 'common', 'language.label') })
        .getByRole('link', { name: text(lang, 'common', `language.names.${other}`) })
        .click();
      await expect.poll(() => shown(page)).toBe(langUrl(projectPath(project.slug), other));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      const translated = lists[other].portfolio.find((item) => item.slug === project.slug)!;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
      await expect(page.getByTestId('project-result')).toHaveText(translated.result);
    });
  }
}

test('the home page’s stories show the portfolio’s results and lead to their case studies', async ({
  page,
}) => {
  for (const lang of LANGS) {
    await page.goto(routeUrl('home', lang));
    const stories = page.locator('.story-card');
    await expect(stories).not.toHaveCount(0);
    for (const story of await stories.all()) {
      const href = await story.getByRole('link').getAttribute('href');
      const slug = /^\/portafolio\/([a-z0-9-]+)/.exec(href ?? '')?.[1];
      const project = lists[lang].portfolio.find((item) => item.slug === slug);
      expect(project, `${lang}: ${href}`).toBeDefined();
      expect(href).toBe(langUrl(projectPath(project!.slug), lang));
      await expect(story.locator('.story-card__metric')).toHaveText(project!.result);
    }
  }
});

test.describe('every case study', () => {
  for (const project of lists.es.portfolio) {
    for (const lang of LANGS) {
      const url = langUrl(projectPath(project.slug), lang);
      test(`${url}: axe-core finds no WCAG 2.2 A/AA violation`, async ({ page }) => {
        await page.goto(url);
        await waitForHydration(page);
        expect(await violations(page)).toEqual([]);
      });
    }
  }

  test.describe('on a 360 px screen', () => {
    test.use({ viewport: { width: 360, height: 800 } });
    for (const project of lists.es.portfolio) {
      test(`${project.slug}: nothing runs off the screen, in each language`, async ({ page }) => {
        for (const lang of LANGS) {
          const url = langUrl(projectPath(project.slug), lang);
          await page.goto(url);
          const overflow = await overflowOf(page);
          expect(overflow.page, `${url} scrolls sideways`).toBeLessThanOrEqual(0);
          expect(overflow.runOff, `${url}: text wider than its box or the screen`).toEqual([]);
        }
      });
    }
  });
});
