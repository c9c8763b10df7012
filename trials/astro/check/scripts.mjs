// Which script files each page loads before any interaction (no scroll), with gzip sizes.
import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const base = process.argv[2] ?? 'http://localhost:4151';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const url of ['/', '/faq', '/contacto']) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'es-ES' });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (r) => { if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname); });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  let total = 0;
  const rows = scripts.map((p) => { const g = gzipSync(readFileSync(`dist${p}`), { level: 9 }).length; total += g; return `  ${p} ${(g / 1024).toFixed(1)} KB`; });
  const html = gzipSync(readFileSync(`dist/${url === '/' ? 'index.html' : url.slice(1) + '/index.html'}`), { level: 9 }).length;
  console.log(`${url}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip JS; HTML ${(html / 1024).toFixed(1)} KB gzip\n${rows.join('\n')}`);
  await context.close();
}
await browser.close();
