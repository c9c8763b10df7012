import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';

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
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/faq-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
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
    release();
    await expect(heading).toHaveText(text('es', 'faq', 'intro.title'));
    await expect(page).toHaveURL(/\/faq$/);
    await expect(bar).toBeHidden();
    await expect(page.locator('#main')).not.toHaveAttribute('aria-busy');
  });
});
