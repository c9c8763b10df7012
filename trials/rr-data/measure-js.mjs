// Which scripts each page loads before any interaction, with their gzip sizes:
// node measure-js.mjs http://localhost:4123=dist http://localhost:4124=../../apps/web/dist/client
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
const require = createRequire('/work/main/e2e/package.json');
const { chromium } = require('@playwright/test');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const arg of process.argv.slice(2)) {
  const [base, dir] = arg.split('=');
  for (const page of ['/', '/faq', '/contacto']) {
    const context = await browser.newContext({ locale: 'es-ES' });
    const tab = await context.newPage();
    const scripts = [];
    tab.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await tab.goto(`${base}${page}`);
    await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await tab.waitForLoadState('networkidle');
    const sizes = scripts.map((file) => {
      const raw = readFileSync(path.join(dir, file));
      return { file: file.replace('/assets/', ''), raw: raw.length, gz: gzipSync(raw, { level: 9 }).length };
    });
    const total = sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gz: a.gz + s.gz }), { raw: 0, gz: 0 });
    const html = (await (await fetch(`${base}${page}`, { headers: { 'accept-language': 'es' } })).text()).length;
    console.log(
      `${dir} ${page}: ${sizes.length} scripts, ${(total.raw / 1024).toFixed(1)} KB raw, ${(total.gz / 1024).toFixed(1)} KB gzip; HTML ${(html / 1024).toFixed(1)} KB raw`,
    );
    console.log('   ' + sizes.map((s) => `${s.file} ${(s.gz / 1024).toFixed(1)}`).join(', '));
    await context.close();
  }
}
await browser.close();
