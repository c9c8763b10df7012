// Throwaway check of the built candidate in Chromium: node check/browser-check.mjs http://localhost:4150
import { chromium } from '../../../node_modules/playwright-core/index.mjs';

const base = process.argv[2] ?? 'http://localhost:4150';
const consent = process.argv.includes('--consent');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const problems = [];
const results = [];

async function open(path, width = 360) {
  const context = await browser.newContext({ viewport: { width, height: 780 }, locale: 'es-ES' });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${path} console.${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${path} HTTP ${r.status()} ${r.request().method()} ${r.url()}`); });
  page.on('pageerror', (e) => problems.push(`${path} pageerror: ${e.message}`));
  const scripts = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
  return { page, context, scripts };
}

async function step(name, fn) {
  try { await fn(); results.push(`ok   ${name}`); } catch (e) { results.push(`FAIL ${name}: ${e.message.split('\n')[0]}`); }
}

if (consent) {
  await step('cookie notice accepts', async () => {
    const { page, context } = await open('/');
    const accept = page.getByRole('button', { name: 'Aceptar' });
    await accept.waitFor({ timeout: 5000 });
    await accept.click();
    await accept.waitFor({ state: 'hidden', timeout: 5000 });
    const stored = await page.evaluate(() => localStorage.getItem('ona:consent'));
    if (!stored) throw new Error('no stored choice');
    await context.close();
  });
} else {
  for (const path of ['/', '/?lang=ca', '/?lang=en']) {
    await step(`menu opens at 360 px ${path}`, async () => {
      const { page, context, scripts } = await open(path);
      results.push(`     scripts ${path}: ${scripts.join(' ')}`);
      await page.locator('button.menu-button').click();
      await page.locator('dialog#mobile-menu').waitFor({ state: 'visible', timeout: 5000 });
      await page.keyboard.press('Escape');
      await page.locator('dialog#mobile-menu').waitFor({ state: 'hidden', timeout: 5000 });
      await context.close();
    });
  }
  await step('chat opens and answers', async () => {
    const { page, context } = await open('/', 1280);
    await page.getByRole('button', { name: 'Abrir el chat de soporte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat de soporte' });
    await dialog.waitFor({ timeout: 10000 });
    const input = dialog.getByRole('textbox', { name: 'Escribe tu mensaje' });
    await input.fill('¿Cuánto cuesta una tienda online?');
    await input.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('[role=dialog] .chat-msg--bot').length > 1 && !document.querySelector('[role=dialog] [aria-busy=true]'), null, { timeout: 20000 });
    await page.waitForFunction(() => { const m = [...document.querySelectorAll('[role=dialog] .chat-msg--bot')].pop(); return m && m.textContent.length > 40; }, null, { timeout: 20000 });
    results.push(`     chat answer: ${(await dialog.locator('.chat-msg--bot').last().innerText()).replace(/\s+/g, ' ').slice(0, 160)}`);
    await context.close();
  });
  for (const path of ['/faq', '/faq?lang=ca']) {
    await step(`FAQ search filters ${path}`, async () => {
      const { page, context, scripts } = await open(path);
      results.push(`     scripts ${path}: ${scripts.join(' ')}`);
      const items = page.locator('[data-testid=faq-list] > *');
      const all = await items.count();
      await page.locator('input[type=search]').fill('garantía');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=faq-list] > *').length < n, all, { timeout: 5000 });
      const some = await items.count();
      await page.locator('.faq-categories button').nth(2).click();
      results.push(`     faq items ${all} -> ${some}; count text: ${await page.locator('.faq-count').innerText()}`);
      await context.close();
    });
  }
  await step('quote form step 1 validates, then step 2', async () => {
    const { page, context, scripts } = await open('/contacto');
    results.push(`     scripts /contacto: ${scripts.join(' ')}`);
    const form = page.locator('form.quote-form');
    await form.getByRole('button', { name: 'Continuar' }).click();
    await page.locator('.quote-field__error, [role=alert]').first().waitFor({ timeout: 5000 });
    await form.getByRole('radio').first().check();
    await form.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForFunction(() => /2/.test(document.querySelector('form.quote-form')?.textContent?.match(/Paso \d/)?.[0] ?? ''), null, { timeout: 5000 });
    await context.close();
  });
  await step('newsletter validates', async () => {
    const { page, context } = await open('/', 1280);
    await page.locator('form.newsletter__form button[type=submit]').click();
    await page.locator('.newsletter__error').first().waitFor({ timeout: 8000 });
    await context.close();
  });
}
await browser.close();
console.log(results.join('\n'));
console.log(problems.length ? `PROBLEMS:\n${problems.join('\n')}` : 'no console errors or warnings');
