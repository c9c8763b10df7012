// The script files each page loads before any interaction, with their gzip sizes, and the page's
// other first-visit bytes (HTML, RSC payload, CSS, font) as served (brotli where the server has it).
import { chromium } from '../../../node_modules/playwright-core/index.mjs';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const base = process.argv[2];
const dist = new URL('../dist/client/', import.meta.url).pathname;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/', '/faq', '/contacto']) {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const seen = [];
  page.on('requestfinished', async (r) => {
    const sizes = await r.sizes().catch(() => null);
    seen.push({ type: r.resourceType(), url: new URL(r.url()), wire: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
  const scripts = seen.filter((s) => s.type === 'script' && s.url.origin === new URL(base).origin);
  let total = 0;
  const rows = scripts.map((s) => {
    const gz = gzipSync(readFileSync(dist + s.url.pathname.slice(1)), { level: 9 }).length;
    total += gz;
    return `  ${s.url.pathname.padEnd(44)} ${(gz / 1024).toFixed(1).padStart(6)} KB`;
  });
  const wire = seen.reduce((sum, s) => sum + s.wire, 0);
  console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip; all requests on the wire ${(wire / 1024).toFixed(1)} KB`);
  console.log(rows.join('\n'));
  for (const s of seen.filter((s) => s.type !== 'script')) console.log(`  (${s.type}) ${s.url.pathname} ${(s.wire / 1024).toFixed(1)} KB`);
  await context.close();
}
await browser.close();
