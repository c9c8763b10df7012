import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import { leadsCli } from './support/leads-cli';

test.describe('the tracking page', () => {
  test('is noindex and sends no Referer, in its prerendered HTML', async ({ request }) => {
    for (const path of ['/seguimiento', '/contacto/gracias']) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
      expect(html).toMatch(/<meta name="referrer" content="no-referrer"\s*\/?>/);
    }
  });

  test.describe('with an unknown token', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });
    test('says so clearly, in the visitor language', async ({ page }) => {
      await page.goto(`/seguimiento?lang=ca&t=${'A'.repeat(43)}`);
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toContainText(
        text('ca', 'contact', 'tracking.notFound'),
      );
    });
  });

  test('without a token, says so', async ({ page }) => {
    await page.goto('/seguimiento');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toContainText(text('es', 'contact', 'tracking.notFound'));
  });

  test('shows the status history with the note the studio set', async ({ page, request }) => {
    const pair = await (await request.get('/api/v1/csrf')).json();
    const response = await request.post('/api/v1/leads', {
      headers: {
        'x-csrf-token': pair.csrfToken,
        origin: process.env.E2E_BASE_URL ?? '',
      },
      data: {
        project_type: 'aplicacion_movil',
        mobile_platforms: ['ambas'],
        mobile_description: 'Reservas',
        name: 'Jordi',
        email: 'jordi.tracking@example.com',
        company: 'Pistes SL',
        consent: true,
        lang: 'en',
      },
    });
    expect(response.status()).toBe(201);
    const { id, trackingUrl } = await response.json();
    leadsCli('set-status', id, 'quoted', '--note', 'Quote sent by email on Monday');
    const url = new URL(trackingUrl);
    await page.goto(`${url.pathname}${url.search}`);
    await waitForHydration(page);
    await expect(page.locator('.tracking__summary')).toContainText(
      text('en', 'contact', 'form.types.aplicacion-movil.label'),
    );
    await expect(page.locator('.tracking__summary')).toContainText(
      text('en', 'contact', 'form.options.mobile_platforms.ambas'),
    );
    await expect(page.locator('.tracking__status')).toHaveText(
      text('en', 'contact', 'tracking.statuses.quoted'),
    );
    const history = page.locator('.tracking__history li');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Quote sent by email on Monday');
    await expect(history.last()).toContainText(text('en', 'contact', 'tracking.statuses.received'));
  });
});
