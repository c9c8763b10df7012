import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import { violations } from './support/axe';
import { mailsTo } from './support/outbox';

/**
 * The studio's inbox at /estudio, as staff use it: sign in with the link the mail brings,
 * find a quote request and a chat hand-over, set a status and a note the visitor then reads on
 * the tracking page, export, erase. Its own address per test keeps the tests apart.
 */

async function post(request: APIRequestContext, path: string, data: unknown) {
  const { csrfToken } = await (await request.get('/api/v1/csrf')).json();
  const response = await request.post(path, {
    headers: { 'x-csrf-token': csrfToken, origin: process.env.E2E_BASE_URL ?? '' },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; trackingUrl: string };
}

const es = (key: string) => text('es', 'contact', key);

/** A quote request sent through the quote form, as a visitor does; its tracking link. */
async function sendQuote(page: Page, tag: string): Promise<string> {
  await page.goto('/contacto');
  await waitForHydration(page);
  const form = page.locator('form.quote-form');
  await form
    .getByRole('radio', { name: new RegExp(`^${es('form.types.web-empresarial.label')}`) })
    .check();
  await form.getByRole('button', { name: es('form.next') }).click();
  await form.getByRole('textbox', { name: es('form.fields.industry') }).fill('Restauración');
  await form.getByRole('button', { name: es('form.next') }).click();
  await form.getByRole('textbox', { name: es('form.fields.name') }).fill(`Núria ${tag}`);
  await form
    .getByRole('textbox', { name: es('form.fields.email') })
    .fill(`nuria.${tag}@example.com`);
  await form.getByRole('textbox', { name: es('form.fields.company') }).fill(`Fonda ${tag} SL`);
  await form
    .getByRole('textbox', { name: es('form.fields.message') })
    .fill('Queremos reservas en línea.');
  await form.getByRole('checkbox', { name: new RegExp(es('form.consent.before').trim()) }).check();
  await form.getByRole('button', { name: es('form.submit') }).click();
  await expect(page).toHaveURL(/\/contacto\/gracias$/);
  const href = (await page.getByTestId('tracking-link').getAttribute('href')) ?? '';
  return new URL(href, page.url()).toString();
}

/** A hand-over from the chat, as the widget sends it. */
async function handOver(request: APIRequestContext, tag: string) {
  return post(request, '/api/v1/chat/handover', {
    email: `chat.${tag}@example.com`,
    name: `Pere ${tag}`,
    consent: true,
    lang: 'ca',
    messages: [{ role: 'user', content: 'Podeu trucar-me per parlar de la botiga?' }],
  });
}

/** Signs in as a staff address of e2e/support/global-setup.ts: one per test, so none waits on another's mail. */
async function signIn(page: Page, staff: string) {
  await page.goto('/estudio');
  await expect(page).toHaveURL(/\/estudio\/entrar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar en la bandeja');
  expect(await violations(page)).toEqual([]);
  const before = mailsTo(staff).length;
  await page.getByLabel('Correo electrónico').fill(staff);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByRole('status')).toContainText('el enlace ya va de camino');
  // The answer comes before the link is made; the outbox then mails it.
  await expect.poll(() => mailsTo(staff).length).toBe(before + 1);
  const link =
    /https?:\/\/\S+\/estudio\/entrar\?\S+/.exec(mailsTo(staff).at(-1)?.text ?? '')?.[0] ?? '';
  const url = new URL(link);
  // No request the inbox makes tells anyone the link: no Referer leaves with it.
  const referers: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(referer);
  });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  // The token leaves the address bar once spent, and the history too.
  await expect(page).toHaveURL(/\/estudio$/);
  expect(referers.filter((referer) => referer.includes('token'))).toEqual([]);
  expect(await page.evaluate(() => document.referrer)).toBe('');
  await page.goBack();
  await expect(page).not.toHaveURL(/token=/);
  await page.goto('/estudio');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
}

test.describe('the studio inbox', () => {
  test('is not indexed and not in the sitemap', async ({ request }) => {
    const response = await request.get('/estudio');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/estudio');
  });

  test('a link signs in once; an unknown address is answered the same', async ({ page }) => {
    await page.goto('/estudio/entrar');
    await page.getByLabel('Correo electrónico').fill('nadie@example.com');
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(page.getByRole('status')).toContainText('el enlace ya va de camino');
    expect(mailsTo('nadie@example.com')).toEqual([]);

    await page.getByRole('button', { name: 'Pedir otro enlace' }).click();
    await page.getByLabel('Correo electrónico').fill('no es un correo');
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await expect(page.getByRole('alert')).toHaveText('Escribe una dirección de correo válida.');
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  });

  test.describe('signed in', () => {
    test.use({
      // A spent link is refused by the API (401), which the browser logs.
      allowedConsoleErrors: [/Failed to load resource.*401/],
    });

    test('works a quote request and a chat hand-over end to end', async ({ page, request }) => {
      const tag = `t${Date.now().toString(36)}`;
      const trackingUrl = await sendQuote(page, tag);
      const chat = await handOver(request, tag);
      await signIn(page, 'equipo@e2e.example');
      expect(await violations(page)).toEqual([]);

      // The quote request, found by its company, stands out until it is opened.
      await page.getByLabel('Buscar por nombre, correo o empresa').fill(`Fonda ${tag}`);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      const row = page.getByRole('row', { name: new RegExp(`Núria ${tag}`) });
      await expect(row).toContainText('Sin leer');
      await expect(row).toContainText('Web empresarial');
      await expect(row).toContainText('Formulario');
      await row.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Núria ${tag}`);
      await expect(page.getByText('Queremos reservas en línea.')).toBeVisible();
      await expect(page.getByText('Hemos recibido tu solicitud de presupuesto')).toBeVisible();
      expect(await violations(page)).toEqual([]);

      // A status and a note, which the visitor reads on the tracking page.
      await page.getByLabel('Nuevo estado').selectOption('quoted');
      await page
        .getByLabel('Nota para el visitante (opcional)')
        .fill('Presupuesto enviado el lunes.');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByRole('status')).toHaveText('Estado guardado: Presupuestada.');
      // The inbox links the visitor's own tracking page.
      await expect(
        page.getByRole('link', { name: 'Abrir su página de seguimiento' }),
      ).toHaveAttribute('href', trackingUrl);
      const tracking = new URL(trackingUrl);
      const visitor = await page.context().newPage();
      await visitor.goto(`${tracking.pathname}${tracking.search}`);
      await expect(visitor.getByText('Presupuesto enviado el lunes.')).toBeVisible();
      await visitor.close();

      // The hand-over from the chat, by its source, with its conversation.
      await page.goto(`/estudio?source=chat&q=${tag}`);
      const chatRow = page.getByRole('row', { name: new RegExp(`Pere ${tag}`) });
      await expect(chatRow).toContainText('Chat');
      await chatRow.getByRole('link').click();
      await expect(page.getByText('Podeu trucar-me per parlar de la botiga?')).toBeVisible();
      expect(page.url()).toContain(chat.id);

      // Export the filtered list: a spreadsheet's CSV, with a byte-order mark.
      await page.goto(`/estudio?q=${tag}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Exportar CSV' }).click(),
      ]);
      const bytes = await (await download.createReadStream()).toArray();
      const csv = Buffer.concat(bytes);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.subarray(3).toString('utf8').trim().split('\r\n');
      expect(lines[0]).toMatch(/^id;created_at;status;/);
      expect(lines).toHaveLength(3);
      expect(lines.join('\n')).toContain(`nuria.${tag}@example.com`);

      // Erase the person behind the quote request, after saying yes.
      await page
        .getByRole('row', { name: new RegExp(`Núria ${tag}`) })
        .getByRole('link')
        .click();
      await page.getByRole('button', { name: 'Borrar los datos de esta persona' }).click();
      const dialog = page.getByRole('dialog', {
        name: `¿Borrar todos los datos de nuria.${tag}@example.com?`,
      });
      await expect(dialog).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Sí, borrarlo todo' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Borrados los datos de la persona: 1 solicitud.',
      );
      await page.goto(`/estudio?q=${tag}`);
      await expect(page.getByRole('row', { name: new RegExp(`Núria ${tag}`) })).toHaveCount(0);
      await expect(page.getByRole('row', { name: new RegExp(`Pere ${tag}`) })).toHaveCount(1);

      // The log says who did what; the funnel page draws; both pass axe.
      await page.getByRole('link', { name: 'Registro' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro de actividad');
      const log = page.getByRole('table', { name: 'Registro de actividad' });
      await expect(log).toContainText('Borrado');
      await expect(log).toContainText('Exportación');
      await expect(log).toContainText('Cambio de estado');
      expect(await violations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Embudo' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embudo del formulario');
      expect(await violations(page)).toEqual([]);

      // Signing out ends the session: the inbox leads back to the sign-in.
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/\/estudio\/entrar$/);
      await page.goto('/estudio');
      await expect(page).toHaveURL(/\/estudio\/entrar$/);
    });

    test('works from the keyboard: filter, open, change, and the dialog', async ({ page }) => {
      const tag = `k${Date.now().toString(36)}`;
      await sendQuote(page, tag);
      await signIn(page, 'teclado@e2e.example');
      // On a fresh load the skip link comes first; then the search: type, and Enter filters.
      await page.goto('/estudio');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
      await page.getByLabel('Buscar por nombre, correo o empresa').focus();
      await page.keyboard.type(`Fonda ${tag}`);
      await page.keyboard.press('Enter');
      const link = page.getByRole('row', { name: new RegExp(`Núria ${tag}`) }).getByRole('link');
      await expect(link).toBeVisible();
      await link.focus();
      await page.keyboard.press('Enter');
      // The new page's heading takes the focus, so a screen reader says where it is.
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.getByLabel('Nuevo estado').focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('button', { name: 'Guardar' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText('Estado guardado: En revisión.');
      // The erase dialog: Escape closes it and gives the focus back to its button.
      const erase = page.getByRole('button', { name: 'Borrar los datos de esta persona' });
      await erase.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(erase).toBeFocused();
    });

    test('reads in Catalan and English, and fits a phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await signIn(page, 'movil@e2e.example');
      await page.getByLabel('Idioma').selectOption('ca');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sol·licituds');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
      await page.getByLabel('Idioma').selectOption('en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requests');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow).toBe(false);
      expect(await violations(page)).toEqual([]);
      // The choice stays for the next visit.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requests');
    });
  });
});
