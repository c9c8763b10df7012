import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
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
  test('a page with content from the API shows whole: its content is in its HTML', async ({
    page,
    request,
  }) => {
    const faqs = (await (await request.get('/api/v1/faqs?lang=es')).json()) as {
      question: string;
    }[];
    await page.goto('/');
    await waitForHydration(page);
    // The API's answer held back: the FAQ page shows its questions all the same.
    const content = await holdRequests(page, /\/api\/v1\/faqs\?lang=es$/);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text('es', 'common', 'footer.resources.faq') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'faq', 'intro.title'),
    );
    await expect(page.locator('.accordion-item__button').first()).toHaveText(faqs[0]!.question);
    content.release();
  });
});
