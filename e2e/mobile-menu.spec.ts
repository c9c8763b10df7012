import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import type { Page } from '@playwright/test';

const openLabel = text('es', 'common', 'nav.openMenu');

async function openMenu(page: Page) {
  const button = page.getByRole('button', { name: openLabel });
  await button.click();
  const dialog = page.getByRole('dialog', { name: text('es', 'common', 'nav.menuTitle') });
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
  });

  test('shows a hamburger instead of the header links', async ({ page }) => {
    await expect(page.getByRole('button', { name: openLabel })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'FAQ' })).toBeHidden();
  });

  test('closes on Escape and returns focus to the button', async ({ page }) => {
    const { button, dialog } = await openMenu(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when the window grows to 900 px or wider', async ({ page }) => {
    const { dialog } = await openMenu(page);
    await page.setViewportSize({ width: 899, height: 740 });
    await expect(dialog).toBeVisible();
    await page.setViewportSize({ width: 900, height: 740 });
    await expect(dialog).toBeHidden();
  });

  test('closes on a click on the overlay', async ({ page }) => {
    const { button, dialog } = await openMenu(page);
    // The panel sits on the right; the left edge is the overlay.
    await page.mouse.click(8, 400);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closes on a link click and navigates', async ({ page }) => {
    const { dialog } = await openMenu(page);
    await dialog.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'faq', 'intro.title'),
    );
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    const { dialog } = await openMenu(page);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `focus after ${i + 1} Tab presses`).toBe(true);
    }
  });
});
