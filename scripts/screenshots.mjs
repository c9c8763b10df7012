/**
 * Pages at 360 and 1280 px, after `npm run build`:
 *
 *   node scripts/screenshots.mjs                      the README set, into docs/screenshots
 *   node scripts/screenshots.mjs --out /tmp/shots / /faq?lang=ca
 *   node scripts/screenshots.mjs --consent [paths…]   the cookie banner's two layers
 */
import { mkdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
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
const consent = args.includes('--consent');
if (consent) args.splice(args.indexOf('--consent'), 1);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'docs/screenshots';
const pages = args.length
  ? args.map((p) => ({
      name: p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home',
      path: p,
    }))
  : consent
    ? README_PAGES.slice(0, 1)
    : README_PAGES;

/** pngquant, when installed, makes the README's screenshots about a quarter of their size. */
function shrink(file) {
  const args = ['--force', '--skip-if-larger', '--output', file, '--', file];
  const { error } = spawnSync('pngquant', args);
  if (error && error.code !== 'ENOENT') throw error;
}

const executablePath = findBrowser();
if (!executablePath) {
  console.error('No Chromium found: see scripts/find-browser.mjs');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const server = await startServer(
  consent
    ? { env: { ADS_CONVERSION_ID: 'AW-123456789/AbCdEfGh', GA4_MEASUREMENT_ID: 'G-ABC123XYZ' } }
    : {},
);

/** The screen, not the whole page: what the visitor sees of the banner. */
async function consentShots(page, name, width) {
  const banner = page.getByTestId('consent-banner');
  await banner.waitFor();
  for (const layer of ['notice', 'settings']) {
    if (layer === 'settings') await banner.locator('.consent__more').click();
    await page.locator(`.consent--${layer}`).waitFor();
    const file = path.join(
      outDir,
      `consent-${layer}${name === 'home' ? '' : `-${name}`}-${width}.png`,
    );
    await page.screenshot({ path: file });
    shrink(file);
    console.log(file);
  }
}
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
    // Nothing leaves for Google: the banner asks before the tag loads, and this machine is offline.
    await context.route(
      (url) => url.origin !== new URL(server.url).origin,
      (route) => route.fulfill({ status: 204 }),
    );
    for (const { name, path: pagePath } of pages) {
      await page.goto(new URL(pagePath, server.url).href, { waitUntil: 'networkidle' });
      if (consent) {
        await page.evaluate(() => window.localStorage.clear());
        await page.reload({ waitUntil: 'networkidle' });
        await consentShots(page, name, width);
        continue;
      }
      // Scroll through the page so lazy images load, then wait for them before the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo(0, 0);
        await Promise.all(
          [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
        );
      });
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      shrink(file);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
