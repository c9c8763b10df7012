/**
 * Screenshots of pages at phone (360 px) and desktop (1280 px) width, for the README and for
 * looking at what we built. Needs a build (`npm run build`).
 *
 *   node scripts/screenshots.mjs                      the README set, into docs/screenshots
 *   node scripts/screenshots.mjs --out /tmp/shots / /faq?lang=ca
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { findBrowser } from './find-browser.mjs';
import { startServer } from './start-server.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const README_PAGES = [
  { name: 'home', path: '/' },
  { name: 'service-web-empresarial', path: '/servicios/web-empresarial' },
];
const WIDTHS = [360, 1280];

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'docs/screenshots';
const pages = args.length
  ? args.map((p) => ({
      name: p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home',
      path: p,
    }))
  : README_PAGES;

const executablePath = findBrowser();
if (!executablePath) {
  console.error('No Chromium found: see scripts/find-browser.mjs');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const server = await startServer();
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 780 : 800 },
      deviceScaleFactor: 1,
      locale: 'es-ES',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (const { name, path: pagePath } of pages) {
      await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'networkidle' });
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
