// Throwaway browser check of the served candidate: node check.mjs http://localhost:4123 [lang]
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const require = createRequire('/work/main/e2e/package.json');
const { chromium } = require('@playwright/test');

const base = process.argv[2] ?? 'http://localhost:4123';
const lang = process.argv[3] ?? 'es';
const q = lang === 'es' ? '' : `?lang=${lang}`;
const L = (ns) => JSON.parse(readFileSync(`/work/main/apps/web/public/locales/${lang}/${ns}.json`, 'utf8'));
const common = L('common'), chat = L('chat'), faq = L('faq'), contact = L('contact'), consent = L('consent');
const get = (o, key) => key.split('.').reduce((a, k) => a[k], o);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
const results = [];
const check = async (name, fn) => {
  try {
    await fn();
    results.push(`ok   ${name}`);
  } catch (error) {
    results.push(`FAIL ${name}: ${String(error.message).split('\n')[0]}`);
  }
};

async function open(path, width = 360) {
  const context = await browser.newContext({ viewport: { width, height: 740 }, locale: { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' }[lang] });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    // After consent, gtag.js is fetched from Google, which this machine cannot reach.
    if (m.text().includes('ERR_NAME_NOT_RESOLVED')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => {
    if (!r.url().includes('google')) problems.push(`failed: ${r.url()}`);
  });
  const scripts = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url().replace(/^.*\/assets\//, ''));
  });
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 15000 });
  return { page, problems, scripts, context };
}

const { expect } = require('@playwright/test');

await check(`home ${lang}: menu at 360 px, chat answers, consent accept`, async () => {
  const { page, problems, scripts, context } = await open(`/${q}`);
  console.log('home scripts before interaction:', scripts.length);
  await page.getByRole('button', { name: get(common, 'nav.openMenu') }).click();
  const dialog = page.getByRole('dialog', { name: get(common, 'nav.menuTitle') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const notice = page.getByTestId('consent-banner');
  if (await notice.isVisible()) {
    await notice.getByRole('button', { name: get(common, 'consent.accept') }).click();
    await expect(notice).toBeHidden();
    console.log('consent banner accepted');
  } else console.log('no consent banner');
  await page.getByRole('button', { name: get(common, 'chat.open') }).click();
  const chatDialog = page.getByRole('dialog', { name: chat.title });
  await expect(chatDialog).toBeVisible();
  const input = page.getByRole('textbox', { name: chat.inputLabel });
  await input.fill(lang === 'en' ? 'How much does an online shop cost?' : '¿Cuánto cuesta una tienda online?');
  await input.press('Enter');
  await expect(chatDialog.locator('.chat-msg--bot')).toHaveCount(2, { timeout: 15000 });
  console.log('chat says:', (await chatDialog.innerText()).slice(-300).replace(/\s+/g, ' '));
  if (problems.length) throw new Error(problems.join(' | '));
  await context.close();
});

await check(`faq ${lang}: search filters, category works`, async () => {
  const { page, problems, context } = await open(`/faq${q}`, 1280);
  const items = page.getByTestId('faq-list').locator('.accordion-item__button');
  const before = await items.count();
  await page.getByRole('searchbox', { name: get(faq, 'search.label') }).fill(lang === 'en' ? 'warranty' : 'garantia');
  await expect.poll(() => items.count()).toBeLessThan(before);
  const after = await items.count();
  await page.getByRole('searchbox', { name: get(faq, 'search.label') }).fill('');
  await page.getByRole('button', { name: get(faq, 'categories.pagos') ?? 'x' }).click().catch(() => {});
  console.log(`faq: ${before} questions, ${after} after search`);
  if (problems.length) throw new Error(problems.join(' | '));
  await context.close();
});

await check(`contact ${lang}: quote step 1 validates then step 2`, async () => {
  const { page, problems, context } = await open(`/contacto${q}`);
  const form = page.locator('form.quote-form');
  await page.getByRole('button', { name: get(contact, 'form.next') }).click();
  await expect(page.locator('.quote-field__error')).toHaveCount(1);
  await form.getByRole('radio', { name: new RegExp(`^${get(contact, 'form.types.web-personal.label')}`) }).check();
  await page.getByRole('button', { name: get(contact, 'form.next') }).click();
  await expect(page.getByRole('heading', { name: get(contact, 'form.detailsLegend') })).toBeVisible();
  if (problems.length) throw new Error(problems.join(' | '));
  await context.close();
});

await check(`client navigation ${lang}: home -> faq -> language switch`, async () => {
  const { page, problems, context } = await open(`/${q}`, 1280);
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(get(faq, 'intro.title'));
  await expect(page.getByTestId('faq-list')).toBeVisible();
  const other = lang === 'ca' ? 'en' : 'ca';
  await page.getByRole('banner').locator(`a[hreflang="${other}"]`).first().click();
  const otherFaq = JSON.parse(readFileSync(`/work/main/apps/web/public/locales/${other}/faq.json`, 'utf8'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(otherFaq.intro.title);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  console.log('title after switch:', await page.title());
  if (problems.length) throw new Error(problems.join(' | '));
  await context.close();
});

await check(`contact ${lang}: a whole quote is sent, thanks page, tracking page`, async () => {
  const { page, problems, context } = await open(`/contacto${q}`, 1280);
  const form = page.locator('form.quote-form');
  const next = () => page.getByRole('button', { name: get(contact, 'form.next') }).click();
  await form.getByRole('radio', { name: new RegExp(`^${get(contact, 'form.types.web-personal.label')}`) }).check();
  await next();
  await form.getByRole('radio', { name: get(contact, 'form.options.web_purpose.portfolio'), exact: true }).check();
  await form.getByRole('radio', { name: get(contact, 'form.options.sections_count.4-5'), exact: true }).check();
  await next();
  await form.getByRole('textbox', { name: get(contact, 'form.fields.name') }).fill('Laia Serra');
  await form.getByRole('textbox', { name: get(contact, 'form.fields.email') }).fill(`laia.${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: get(contact, 'form.fields.message') }).fill('Hola');
  await form.getByRole('checkbox', { name: new RegExp(get(contact, 'form.consent.before').trim()) }).check();
  await page.getByRole('button', { name: get(contact, 'form.submit') }).click();
  await expect(page).toHaveURL(/\/contacto\/gracias/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(get(contact, 'thanks.title'));
  await page.getByTestId('tracking-link').click();
  await expect(page).toHaveURL(/\/seguimiento\?t=/);
  await page.waitForLoadState('networkidle');
  console.log('tracking page:', (await page.locator('main').innerText()).slice(0, 120).replace(/\s+/g, ' '));
  if (problems.length) throw new Error(problems.join(' | '));
  await context.close();
});

await check(`services ${lang}: client navigation loads the lists through the loader`, async () => {
  const { page, problems, context } = await open(`/${q}`, 1280);
  await page.getByRole('banner').getByRole('link', { name: get(common, 'nav.services') }).click();
  await expect(page).toHaveURL(/\/servicios/);
  await expect(page.locator('#catalogo .content-status')).toHaveCount(0);
  await expect(page.locator('#catalogo')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: get(common, 'nav.portfolio') }).click();
  await expect(page).toHaveURL(/\/portafolio/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .content-status--error')).toHaveCount(0);
  if (problems.length) throw new Error(problems.join(' | '));
  await context.close();
});

await browser.close();
console.log(results.join('\n'));
