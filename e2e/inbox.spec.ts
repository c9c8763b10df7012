import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';
import { CSRF_HEADER } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import { violations } from './support/axe';
import { mailsTo } from './support/outbox';

/**
 * The studio's inbox at /estudio, as staff use it: sign in with the link the mail brings,
 * find a quote request and a chat hand-over, set a status and a note the visitor then reads on
 * the tracking page, export, erase. Each step is a test of its own, with its own requests (a
 * tag in their names keeps them apart); the signed-in ones share one session per worker.
 */

/** A POST with the request token, as the site's pages send it. */
async function post(request: APIRequestContext, path: string, data: unknown) {
  const { csrfToken } = await (await request.get('/api/v1/csrf')).json();
  return request.post(path, {
    headers: { [CSRF_HEADER]: csrfToken, origin: process.env.E2E_BASE_URL ?? '' },
    data,
  });
}

/** The newest sign-in link mailed to an address, once the outbox has sent it. */
async function mailedLink(staff: string, before: number): Promise<URL> {
  // The answer comes before the link is made; the outbox then mails it.
  await expect.poll(() => mailsTo(staff).length).toBe(before + 1);
  const text = mailsTo(staff).at(-1)?.text ?? '';
  return new URL(/https?:\/\/\S+\/estudio\/entrar\?\S+/.exec(text)?.[0] ?? '');
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

/**
 * A quote request as the form sends it, straight to the API: the steps that follow test the
 * inbox, and the form's own path to it is the first signed-in test's; its tracking link.
 */
async function postQuote(request: APIRequestContext, tag: string): Promise<string> {
  const response = await post(request, '/api/v1/leads', {
    project_type: 'web-empresarial',
    industry: 'Restauración',
    name: `Núria ${tag}`,
    email: `nuria.${tag}@example.com`,
    company: `Fonda ${tag} SL`,
    message: 'Queremos reservas en línea.',
    consent: true,
    lang: 'es',
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { trackingUrl: string }).trackingUrl;
}

/** A hand-over from the chat, as the widget sends it. */
async function handOver(request: APIRequestContext, tag: string) {
  const response = await post(request, '/api/v1/chat/handover', {
    email: `chat.${tag}@example.com`,
    name: `Pere ${tag}`,
    consent: true,
    lang: 'ca',
    messages: [{ role: 'user', content: 'Podeu trucar-me per parlar de la botiga?' }],
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Opens, from the list, the request of a visitor found by a search. */
async function openLead(page: Page, search: string, name: string) {
  await page.goto(`/estudio?q=${encodeURIComponent(search)}`);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

const tagged = (letter: string) => `${letter}${Date.now().toString(36)}`;

/** Signs in through the form and the mailed link, as staff do, checking the link leaves no trace. */
async function signIn(page: Page, staff: string) {
  await page.goto('/estudio');
  await expect(page).toHaveURL(/\/estudio\/entrar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar en la bandeja');
  expect(await violations(page)).toEqual([]);
  const before = mailsTo(staff).length;
  await page.getByLabel('Correo electrónico').fill(staff);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByRole('status')).toContainText('el enlace ya va de camino');
  const url = await mailedLink(staff, before);
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
}

type StaffSession = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * The signed-in tests: one staff address per parallel worker (e2e/support/global-setup.ts
 * lists them), signed in once through the API with its mailed link; each test's browser
 * starts with that session.
 */
const signedIn = test.extend<object, { staffSession: StaffSession }>({
  staffSession: [
    async ({ playwright }, use, workerInfo) => {
      const staff = `staff${workerInfo.parallelIndex}@e2e.example`;
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      const before = mailsTo(staff).length;
      const asked = await post(request, '/api/v1/studio/sign-in', { email: staff, lang: 'es' });
      expect(asked.status()).toBe(202);
      const token = (await mailedLink(staff, before)).searchParams.get('token');
      expect((await post(request, '/api/v1/studio/session', { token })).status()).toBe(200);
      await use(await request.storageState());
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ staffSession }, use) => use(staffSession),
});

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

  test.describe('signing in', () => {
    test.use({
      // A spent link is refused by the API (401), which the browser logs.
      allowedConsoleErrors: [/Failed to load resource.*401/],
    });

    test('takes the mailed link, which leaves no trace; signing out ends it', async ({ page }) => {
      await signIn(page, 'equipo@e2e.example');
      await page.goto('/estudio');
      await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(/\/estudio\/entrar$/);
      await page.goto('/estudio');
      await expect(page).toHaveURL(/\/estudio\/entrar$/);
    });
  });
});

signedIn.describe('the studio inbox, signed in', () => {
  signedIn('finds a quote request, which stands out until opened', async ({ page }) => {
    const tag = tagged('f');
    await sendQuote(page, tag);
    await page.goto('/estudio');
    expect(await violations(page)).toEqual([]);
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
    await page.goto(`/estudio?q=${tag}`);
    await expect(page.getByRole('row', { name: new RegExp(`Núria ${tag}`) })).not.toContainText(
      'Sin leer',
    );
  });

  signedIn('sets a status and a note the visitor reads on the tracking page', async ({ page }) => {
    const tag = tagged('s');
    const trackingUrl = await postQuote(page.request, tag);
    await openLead(page, tag, `Núria ${tag}`);
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
  });

  signedIn('shows a chat hand-over by its source, with its conversation', async ({ page }) => {
    const tag = tagged('c');
    const chat = await handOver(page.request, tag);
    await page.goto(`/estudio?source=chat&q=${tag}`);
    const row = page.getByRole('row', { name: new RegExp(`Pere ${tag}`) });
    await expect(row).toContainText('Chat');
    await row.getByRole('link').click();
    await expect(page.getByText('Podeu trucar-me per parlar de la botiga?')).toBeVisible();
    expect(page.url()).toContain(chat.id);
  });

  signedIn('exports the filtered list for a spreadsheet', async ({ page }) => {
    const tag = tagged('x');
    await postQuote(page.request, tag);
    await handOver(page.request, tag);
    await page.goto(`/estudio?q=${tag}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    const bytes = await (await download.createReadStream()).toArray();
    const csv = Buffer.concat(bytes);
    // A spreadsheet's CSV: a byte-order mark, `;`, a header and the two requests.
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^id;created_at;status;/);
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain(`nuria.${tag}@example.com`);
    await page.getByRole('link', { name: 'Registro' }).click();
    const log = page.getByRole('table', { name: 'Registro de actividad' });
    await expect(log).toContainText('Exportación');
  });

  signedIn('erases a person after a confirmation, and the log says so', async ({ page }) => {
    const tag = tagged('e');
    await postQuote(page.request, tag);
    await handOver(page.request, tag);
    await openLead(page, tag, `Núria ${tag}`);
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
    await page.getByRole('link', { name: 'Registro' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro de actividad');
    const log = page.getByRole('table', { name: 'Registro de actividad' });
    await expect(log).toContainText('Borrado');
    expect(await violations(page)).toEqual([]);
  });

  signedIn("draws the quote form's funnel", async ({ page }) => {
    await page.goto('/estudio');
    await page.getByRole('link', { name: 'Embudo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embudo del formulario');
    expect(await violations(page)).toEqual([]);
  });

  signedIn('works from the keyboard: filter, open, change, and the dialog', async ({ page }) => {
    const tag = tagged('k');
    await postQuote(page.request, tag);
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

  signedIn('reads in Catalan and English, and fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/estudio');
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
