// Throwaway browser check of the built pages against a running server: node check/check.mjs BASE
import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const base = process.argv[2] ?? 'http://localhost:4137';
const consentOnly = process.argv.includes('--consent');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
  ],
});
const results = [];
const ok = (name, pass, extra = '') => results.push(`${pass ? 'PASS' : 'FAIL'} ${name} ${extra}`);

async function open(url, width = 360) {
  const context = await browser.newContext({ viewport: { width, height: 780 }, locale: 'es-ES' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(base + url);
  // Every island hydrated (client:visible ones once scrolled to).
  await page.mouse.wheel(0, 20000);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: 15000 }).catch(async () => problems.push('not hydrated: ' + (await page.evaluate(() => [...document.querySelectorAll('astro-island[ssr]')].map((i) => i.getAttribute('opts')).join()))));
  await page.mouse.wheel(0, -20000);
  return { page, context, problems };
}

if (!consentOnly) {
  for (const url of ['/', '/?lang=ca', '/?lang=en', '/faq', '/faq?lang=ca', '/faq?lang=en', '/contacto', '/contacto?lang=ca', '/contacto?lang=en']) {
    const { page, context, problems } = await open(url, 1280);
    const lang = await page.evaluate(() => document.documentElement.lang);
    ok(`load ${url}`, problems.length === 0, `lang=${lang} ${problems.join(' | ')}`);
    await context.close();
  }

  // Menu at 360 px.
  {
    const { page, context, problems } = await open('/');
    await page.getByRole('button', { name: 'Abrir menú' }).or(page.locator('.menu-button')).first().click();
    const dialog = page.locator('#mobile-menu');
    await dialog.waitFor({ state: 'visible', timeout: 5000 }).catch(() => {});
    ok('menu opens at 360', await dialog.isVisible(), problems.join(' | '));
    await page.keyboard.press('Escape');
    await context.close();
  }

  // Chat answers.
  {
    const { page, context, problems } = await open('/');
    await page.getByRole('button', { name: 'Abrir el chat de soporte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat de soporte' });
    await dialog.waitFor({ timeout: 10000 });
    const bots = dialog.locator('.chat-msg--bot');
    const before = await bots.count();
    await dialog.getByRole('textbox', { name: 'Escribe tu mensaje' }).fill('¿Cuánto cuesta una tienda online?');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('.chat-msg--bot').length > n, before, { timeout: 15000 }).catch(() => {});
    const after = await bots.count();
    const answer = after > before ? (await bots.last().innerText()).slice(0, 80) : '';
    ok('chat answers', after > before && answer.length > 0, `"${answer.replace(/\s+/g, ' ')}" ${problems.join(' | ')}`);
    await context.close();
  }

  // FAQ search filters.
  {
    const { page, context, problems } = await open('/faq');
    const items = page.locator('[data-testid="faq-list"] > *');
    const all = await items.count();
    await page.getByRole('searchbox').fill('garantía');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="faq-list"] > *').length < n, all, { timeout: 5000 }).catch(() => {});
    const filtered = await items.count();
    await page.getByRole('searchbox').fill('');
    await page.locator('.faq-categories button').nth(1).click();
    const byCategory = await items.count();
    ok('faq search filters', filtered > 0 && filtered < all && byCategory < all, `${all} → ${filtered} (search), ${byCategory} (category) ${problems.join(' | ')}`);
    await context.close();
  }

  // Quote form: step 1 validates, then goes to step 2.
  {
    const { page, context, problems } = await open('/contacto');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const error = page.locator('.quote-field__error');
    await error.first().waitFor({ timeout: 5000 }).catch(() => {});
    const errorText = (await error.allInnerTexts()).join(',');
    await page.getByRole('radio', { name: /^Tienda online/ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    const step2 = page.getByRole('heading', { name: 'Detalles del proyecto' }).or(page.locator('.quote-badge'));
    await step2.first().waitFor({ timeout: 5000 }).catch(() => {});
    ok('quote form step 1 → 2', errorText.length > 0 && (await step2.first().isVisible()), `error="${errorText}" ${problems.join(' | ')}`);
    await context.close();
  }

  // Language switch keeps the page, in the other language.
  {
    const { page, context, problems } = await open('/faq', 1280);
    await page.getByRole('link', { name: 'Català' }).click();
    await page.waitForURL(/lang=ca/);
    await page.waitForLoadState('load');
    ok('language switch', (await page.evaluate(() => document.documentElement.lang)) === 'ca', problems.join(' | '));
    await context.close();
  }
} else {
  const { page, context, problems } = await open('/');
  const accept = page.getByRole('button', { name: 'Aceptar todas' });
  await accept.waitFor({ timeout: 10000 }).catch(() => {});
  const shown = await accept.isVisible();
  if (shown) await accept.click();
  await page.waitForFunction(() => localStorage.getItem('ona:consent') !== null, null, { timeout: 5000 }).catch(() => {});
  const stored = await page.evaluate(() => localStorage.getItem('ona:consent'));
  const hidden = !(await accept.isVisible());
  ok('consent notice shown and accepted', shown && hidden && stored !== null, `${stored?.slice(0, 60)} ${problems.join(' | ')}`);
  await context.close();
}

await browser.close();
console.log(results.join('\n'));
