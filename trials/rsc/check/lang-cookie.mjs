// A visitor whose stored choice is Catalan asks for `/`: the server sends index.ca.html; after
// hydration the page must stay Catalan and its switch mark Catalan, with no console error.
import { chromium } from '../../../node_modules/playwright-core/index.mjs';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ locale: 'es-ES' });
await context.addCookies([{ name: 'i18nextLng', value: 'ca', url: base }]);
const page = await context.newPage();
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(base + '/', { waitUntil: 'networkidle' });
await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
console.log('html lang', await page.getAttribute('html', 'lang'), '| current', await page.locator('.site-header .lang-switcher [aria-current=true]').first().getAttribute('lang'), '| ca link', await page.locator('.site-header .lang-switcher a[lang=es]').first().getAttribute('href'), '| errors', errors);
await browser.close();
