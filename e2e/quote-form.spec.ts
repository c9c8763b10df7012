import type { Page } from '@playwright/test';
import { loadPricing } from '@studio/content';
import { LEAD_MESSAGES, type Lang, type ProjectType } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { fill, money, spaces } from './support/figures';
import { holdRequests } from './support/network';
import { text } from './support/locales';
import { leadsCli } from './support/leads-cli';

const es = (key: string) => text('es', 'contact', key);
const msg = LEAD_MESSAGES.es;

interface TypeCase {
  type: ProjectType;
  /** The messages step 2 shows when its required fields are skipped. */
  required: string[];
  fill(page: Page): Promise<void>;
  companyRequired: boolean;
  /** Lines `npm run leads -- show` prints for the type's own fields. */
  stored: string[];
}

/** The quote form only (the footer has a newsletter form with its own e-mail and consent). */
const quote = (page: Page) => page.locator('form.quote-form');

const radio = (page: Page, field: string, value: string) =>
  quote(page)
    .getByRole('radio', { name: es(`form.options.${field}.${value}`), exact: true })
    .check();
const checkbox = (page: Page, field: string, value: string) =>
  quote(page)
    .getByRole('checkbox', { name: es(`form.options.${field}.${value}`), exact: true })
    .check();
const textbox = (page: Page, field: string) =>
  quote(page).getByRole('textbox', { name: es(`form.fields.${field}`) });

export const CASES: TypeCase[] = [
  {
    type: 'web-personal',
    stored: ['web_purpose: portfolio', 'sections_count: 4-5'],
    required: [msg.web_purpose],
    companyRequired: false,
    async fill(page) {
      await radio(page, 'web_purpose', 'portfolio');
      await radio(page, 'sections_count', '4-5');
    },
  },
  {
    type: 'web-empresarial',
    stored: [
      'industry: Despacho de arquitectura',
      'functionalities: blog, multiidioma',
      'company: Serra Studio SL',
    ],
    required: [msg.industry],
    companyRequired: true,
    async fill(page) {
      await textbox(page, 'industry').fill('Despacho de arquitectura');
      await checkbox(page, 'functionalities', 'blog');
      await checkbox(page, 'functionalities', 'multiidioma');
    },
  },
  {
    type: 'tienda-online',
    stored: ['product_type: fisicos', 'products_count: 50-200', 'payment_gateways: bizum'],
    required: [msg.product_type, msg.products_count],
    companyRequired: true,
    async fill(page) {
      await radio(page, 'product_type', 'fisicos');
      await radio(page, 'products_count', '50-200');
      await checkbox(page, 'payment_gateways', 'bizum');
    },
  },
  {
    type: 'aplicacion-saas',
    stored: ['saas_description: Gestión de turnos para clínicas', 'saas_features: dashboard'],
    required: [msg.saas_description],
    companyRequired: true,
    async fill(page) {
      await textbox(page, 'saas_description').fill('Gestión de turnos para clínicas');
      await checkbox(page, 'saas_features', 'dashboard');
    },
  },
  {
    type: 'aplicacion-movil',
    stored: ['mobile_platforms: android', 'mobile_description: App de reservas para gimnasios'],
    required: [msg.mobile_platforms, msg.mobile_description],
    companyRequired: true,
    async fill(page) {
      await checkbox(page, 'mobile_platforms', 'android');
      await textbox(page, 'mobile_description').fill('App de reservas para gimnasios');
    },
  },
  {
    type: 'ciberseguridad',
    stored: ['security_services: auditoria', 'had_incidents: no-seguro'],
    required: [msg.security_services],
    companyRequired: true,
    async fill(page) {
      await checkbox(page, 'security_services', 'auditoria');
      await radio(page, 'had_incidents', 'no-seguro');
    },
  },
];

const errors = (page: Page) => page.locator('.quote-field__error');

async function openForm(page: Page, path = '/contacto') {
  await page.goto(path);
  await waitForHydration(page);
}

async function chooseType(page: Page, type: ProjectType) {
  await quote(page)
    .getByRole('radio', { name: new RegExp(`^${es(`form.types.${type}.label`)}`) })
    .check();
}

const next = (page: Page) => page.getByRole('button', { name: es('form.next') }).click();
const submit = (page: Page) => page.getByRole('button', { name: es('form.submit') }).click();

export async function fillContact(page: Page, email: string, withCompany: boolean) {
  await textbox(page, 'name').fill('Laia Serra');
  await quote(page)
    .getByRole('textbox', { name: es('form.fields.email') })
    .fill(email);
  await quote(page)
    .getByRole('textbox', { name: es('form.fields.phone') })
    .fill('+34 600 111 222');
  if (withCompany) await textbox(page, 'company').fill('Serra Studio SL');
  await textbox(page, 'message').fill('Hola, <b>urgente</b>');
  await quote(page)
    .getByRole('checkbox', { name: new RegExp(es('form.consent.before').trim()) })
    .check();
}

test.describe('the quote form', () => {
  for (const item of CASES) {
    test(`a visitor requests a quote for ${item.type}`, async ({ page }) => {
      await openForm(page);
      // Step 1: the type is required.
      await next(page);
      await expect(errors(page)).toHaveText([msg.project_type]);
      await expect(page.locator('#quote-project_type')).toBeFocused();
      await chooseType(page, item.type);
      await next(page);

      // Step 2: each required field's message, and focus on the first invalid field.
      await expect(page.getByRole('heading', { name: es('form.detailsLegend') })).toBeVisible();
      await expect(page.locator('.quote-badge')).toContainText(es(`form.types.${item.type}.label`));
      await next(page);
      await expect(errors(page)).toHaveText(item.required);
      await expect(
        page
          .locator(
            '[aria-invalid="true"] input, input[aria-invalid="true"], textarea[aria-invalid="true"]',
          )
          .first(),
      ).toBeVisible();
      await expect(page.locator(':focus')).toHaveAttribute('id', /^quote-/);
      await item.fill(page);
      await expect(errors(page)).toHaveCount(0);
      await next(page);

      // Step 3: name, email, consent (and company where required).
      await expect(page.getByRole('heading', { name: es('form.contactLegend') })).toBeVisible();
      await expect(
        quote(page).getByRole('textbox', { name: es('form.fields.phone') }),
      ).toHaveAttribute('placeholder', /^\+34/);
      await submit(page);
      const expected = [
        msg.name,
        msg.email,
        ...(item.companyRequired ? [msg.company] : []),
        msg.consent,
      ];
      await expect(errors(page)).toHaveText(expected);
      await expect(textbox(page, 'name')).toBeFocused();
      await quote(page)
        .getByRole('textbox', { name: es('form.fields.email') })
        .fill('laia@example');
      await submit(page);
      await expect(page.locator('#quote-email-error')).toHaveText(msg.email);

      const email = `laia.${item.type}@example.com`;
      await fillContact(page, email, item.companyRequired);
      await submit(page);

      await expect(page).toHaveURL(/\/contacto\/gracias$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('thanks.title'));
      const link = page.getByTestId('tracking-link');
      await expect(link).toHaveAttribute('href', /^\/seguimiento\?t=[\w-]{43}$/);
      // The form's saved state is cleared after success.
      expect(await page.evaluate(() => sessionStorage.getItem('ona:quote-form'))).toBeNull();

      // The studio finds the lead with its fields through the command line.
      const listed = JSON.parse(leadsCli('list', '--json')) as {
        id: string;
        lead: { email: string };
      }[];
      const stored = listed.find((entry) => entry.lead.email === email);
      expect(stored, 'the lead is in the database').toBeDefined();
      const shown = leadsCli('show', stored?.id ?? '');
      expect(shown).toContain(`project_type: ${item.type}`);
      expect(shown).toContain('name: Laia Serra');
      expect(shown).toContain('phone: +34 600 111 222');
      for (const line of item.stored) expect(shown).toContain(line);

      // And the visitor opens the tracking link.
      await link.click();
      await expect(page).toHaveURL(/\/seguimiento\?t=/);
      await expect(page.locator('.tracking__summary')).toContainText(
        es(`form.types.${item.type}.label`),
      );
      await expect(page.locator('.tracking__status')).toHaveText(es('tracking.statuses.received'));
    });
  }

  test('?tipo= preselects the type (underscore spelling too) and starts at step 2; Cambiar and Anterior go back', async ({
    page,
  }) => {
    await openForm(page, '/contacto?tipo=tienda_online');
    await expect(page.getByRole('heading', { name: es('form.detailsLegend') })).toBeVisible();
    await expect(page.locator('.quote-badge')).toContainText(es('form.types.tienda-online.label'));
    await page.getByRole('button', { name: es('form.changeLabel') }).click();
    await expect(page.getByRole('heading', { name: es('form.typeLegend') })).toBeVisible();
    await expect(
      quote(page).getByRole('radio', {
        name: new RegExp(`^${es('form.types.tienda-online.label')}`),
      }),
    ).toBeChecked();
    await next(page);
    await radio(page, 'product_type', 'digitales');
    await radio(page, 'products_count', 'menos-50');
    await next(page);
    await expect(page.getByRole('heading', { name: es('form.contactLegend') })).toBeVisible();
    // The instant estimate of the published prices: a shop of under 50 products, one gateway,
    // the shop's basic package.
    const shop = loadPricing().services['tienda-online'];
    const basic = shop.tiers.find((tier) => tier.id === 'basic')!.price;
    await expect(page.getByTestId('estimate')).toHaveText(
      spaces(
        fill(es('form.estimate.from'), { price: money(basic.amount, 'es') }) +
          fill(es('form.estimate.term'), {
            term: fill(es(`form.estimate.${shop.term.unit}`), {
              min: String(shop.term.min),
              max: String(shop.term.max),
            }),
          }),
      ),
    );
    await page.getByRole('button', { name: es('form.previous') }).click();
    await expect(page.getByRole('heading', { name: es('form.detailsLegend') })).toBeVisible();
    await expect(
      quote(page).getByRole('radio', {
        name: es('form.options.product_type.digitales'),
        exact: true,
      }),
    ).toBeChecked();
    await page.getByRole('button', { name: es('form.previous') }).click();
    await expect(page.getByRole('heading', { name: es('form.typeLegend') })).toBeVisible();
  });

  test('the form survives a reload in the same tab', async ({ page }) => {
    await openForm(page);
    await chooseType(page, 'aplicacion-movil');
    await next(page);
    await checkbox(page, 'mobile_platforms', 'ios');
    await textbox(page, 'mobile_description').fill('Una app para pedir cita');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: es('form.detailsLegend') })).toBeVisible();
    await expect(
      quote(page).getByRole('checkbox', {
        name: es('form.options.mobile_platforms.ios'),
        exact: true,
      }),
    ).toBeChecked();
    await expect(textbox(page, 'mobile_description')).toHaveValue('Una app para pedir cita');
  });

  test('while sending, every input and button is disabled and the label says so', async ({
    page,
  }) => {
    const leads = await holdRequests(page, '**/api/v1/leads');
    await openForm(page, '/contacto?tipo=web-personal');
    await radio(page, 'web_purpose', 'cv-online');
    await next(page);
    await fillContact(page, 'sending@example.com', false);
    await submit(page);
    const button = page.getByRole('button', { name: es('form.sending') });
    await expect(button).toBeDisabled();
    await expect(textbox(page, 'name')).toBeDisabled();
    await expect(page.getByRole('button', { name: es('form.previous') })).toBeDisabled();
    leads.release();
    await expect(page).toHaveURL(/\/contacto\/gracias$/);
  });

  test.describe('server answers', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });
    test('map to the form messages', async ({ page }) => {
      const answers = [
        { status: 429, body: { error: 'Too many requests, retry in 10 minutes' } },
        { status: 500, body: { error: 'Internal server error' } },
        { status: 400, body: { error: 'x', errors: { email: 'Email válido requerido' } } },
      ];
      await page.route('**/api/v1/leads', async (route) => {
        const answer = answers.shift();
        if (!answer) return route.abort();
        await route.fulfill({ status: answer.status, json: answer.body });
      });
      await openForm(page, '/contacto?tipo=web-personal');
      await radio(page, 'web_purpose', 'portfolio');
      await next(page);
      await fillContact(page, 'map@example.com', false);
      const alert = page.getByRole('alert');
      await submit(page);
      await expect(alert).toHaveText(msg.rate_limited);
      await submit(page);
      await expect(alert).toHaveText(msg.general);
      await submit(page);
      await expect(alert).toHaveText(msg.validation);
      await expect(page.locator('#quote-email-error')).toHaveText(msg.email);
      await expect(
        quote(page).getByRole('textbox', { name: es('form.fields.email') }),
      ).toBeFocused();
      await submit(page);
      await expect(alert).toHaveText(msg.network);
    });
  });

  for (const lang of ['ca', 'en'] as Lang[]) {
    test(`messages and consent links in ${lang}`, async ({ page }) => {
      await openForm(page, `/contacto?lang=${lang}&tipo=ciberseguridad`);
      await page.getByRole('button', { name: text(lang, 'contact', 'form.next') }).click();
      await expect(errors(page)).toHaveText([LEAD_MESSAGES[lang].security_services]);
      await quote(page)
        .getByRole('checkbox', {
          name: text(lang, 'contact', 'form.options.security_services.copias'),
          exact: true,
        })
        .check();
      await page.getByRole('button', { name: text(lang, 'contact', 'form.next') }).click();
      const consent = page.locator('.quote-consent');
      const [terms, privacy] =
        lang === 'ca' ? ['/legal/termes', '/legal/privacitat'] : ['/legal/terms', '/legal/privacy'];
      await expect(consent.getByRole('link').nth(0)).toHaveAttribute('href', terms);
      await expect(consent.getByRole('link').nth(1)).toHaveAttribute('href', privacy);
      await expect(consent.getByRole('link').nth(0)).toHaveAttribute('target', '_blank');
      await page.getByRole('button', { name: text(lang, 'contact', 'form.submit') }).click();
      await expect(page.locator('#quote-consent-error')).toHaveText(LEAD_MESSAGES[lang].consent);
    });
  }
});

test.describe('the thanks page opened on its own (no request in this tab)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keeps its buttons in a row, the note about tracking on a line under them', async ({
    page,
  }) => {
    await page.goto('/contacto/gracias');
    await waitForHydration(page);
    await expect(page.getByTestId('tracking-link')).toHaveCount(0);
    const buttons = page.locator('.page-hero .button');
    await expect(buttons).toHaveCount(3);
    const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
    const note = await page.locator('.quote-tracking-link').boundingBox();
    for (const box of boxes) {
      expect(box!.height).toBeLessThan(64);
      expect(box!.y).toBe(boxes[0]!.y);
      expect(note!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
    }
  });
});
