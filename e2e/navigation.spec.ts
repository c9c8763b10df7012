import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import { recordFrames } from './support/frames';
import { holdRequests } from './support/network';

test.describe('scrolling on navigation', () => {
  test('a URL with a hash scrolls to its element', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/servicios#ciberseguridad');
    await waitForHydration(page);
    await expect(page.locator('#ciberseguridad')).toBeInViewport();
  });

  test('a footer link with a hash scrolls smoothly to the section of another page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('es', 'common', 'footer.services.support') })
      .click();
    await expect(page).toHaveURL(/\/servicios#asistencia-tecnica$/);
    await expect(page.locator('#asistencia-tecnica')).toBeInViewport();
  });

  test('every other navigation starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('es', 'common', 'footer.resources.faq') })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('hash targets are reached instantly', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 600 });
      await page.goto('/');
      await waitForHydration(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: text('es', 'common', 'footer.services.mobile') })
        .click();
      await expect(page.locator('#aplicacion-movil')).toBeInViewport();
    });
  });
});

test.describe('while the next page loads', () => {
  test('the page before stays, a bar and aria-busy show the wait, then the new page replaces it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    // Hold the FAQ page's code until the test lets it through.
    const faqCode = await holdRequests(page, /\/assets\/faq-page-[\w-]+\.js$/);
    const heading = page.getByRole('heading', { level: 1 });
    const bar = page.locator('.nav-progress');
    await expect(bar).toBeHidden();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('es', 'common', 'footer.resources.faq') })
      .click();
    await expect(bar).toBeVisible();
    await expect(page.locator('#main')).toHaveAttribute('aria-busy', 'true');
    await expect(heading).toHaveText(text('es', 'home', 'hero.title'));
    // The address changes with the page, not before it.
    await expect(page).toHaveURL(/\/$/);
    faqCode.release();
    await expect(heading).toHaveText(text('es', 'faq', 'intro.title'));
    await expect(page).toHaveURL(/\/faq$/);
    await expect(bar).toBeHidden();
    await expect(page.locator('#main')).not.toHaveAttribute('aria-busy');
  });

  test('a page with content from the API shows whole: its content comes with it', async ({
    page,
    request,
  }) => {
    const faqs = (await (await request.get('/api/v1/faqs?lang=es')).json()) as {
      question: string;
    }[];
    await page.goto('/');
    await waitForHydration(page);
    const content = await holdRequests(page, /\/api\/v1\/faqs\?lang=es$/);
    const frames = await recordFrames(page, ['h1', '.accordion-item__button']);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('es', 'common', 'footer.resources.faq') })
      .click();
    await expect(page.locator('.nav-progress')).toBeVisible();
    content.release();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(text('es', 'faq', 'intro.title'));
    const shown = (await frames()).filter(([, , h1]) => h1 === text('es', 'faq', 'intro.title'));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]![3], 'the first frame of the FAQ page shows its first question').toBe(
      faqs[0]!.question,
    );
  });
});
