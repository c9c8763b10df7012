// Loads every page in every language and reports console errors (CSP, hydration #418) or no hydration.
import { createRequire } from 'node:module';
const require = createRequire('/work/main/e2e/package.json');
const { chromium } = require('@playwright/test');
const base = process.argv[2] ?? 'http://localhost:4123';
const { ROUTES, LANGS, routeUrl } = await import('/work/main/packages/shared/dist/index.js');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ locale: 'es-ES' });
let bad = 0;
const urls = [...ROUTES.flatMap((r) => LANGS.map((l) => routeUrl(r.id, l))), '/no-existe', '/no-existe?lang=en', '/seguimiento?t=abc'];
for (const url of urls) {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text().slice(0, 200)));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(base + url);
  const ok = await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 8000 }).then(() => true, () => false);
  if (!ok || problems.length) { bad++; console.log(url, ok ? '' : 'NOT HYDRATED', problems.join(' | ')); }
  await page.close();
}
console.log(`${urls.length} pages, ${bad} with problems`);
await browser.close();
