// Screenshots of the candidate and the current build, side by side, and a pixel comparison.
import { chromium } from '../../../node_modules/playwright-core/index.mjs';
import { writeFileSync, mkdirSync } from 'node:fs';
const [mine, main] = [process.argv[2] ?? 'http://localhost:4150', process.argv[3] ?? 'http://localhost:4152'];
const out = new URL('./.shots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [360, 1280]) {
  for (const path of ['/', '/faq', '/contacto', '/?lang=ca', '/faq?lang=en']) {
    const texts = [];
    for (const [name, base] of [['rsc', mine], ['main', main]]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const shot = await page.screenshot({ fullPage: true });
      writeFileSync(`${out}${name}-${width}${path.replace(/[/?=]/g, '_')}.png`, shot);
      texts.push({ text: await page.locator('body').innerText(), height: await page.evaluate(() => document.documentElement.scrollHeight), head: await page.evaluate(() => [...document.head.querySelectorAll('title,meta[name],meta[property],link[rel=canonical],link[rel=alternate],script[type="application/ld+json"]')].map((e) => e.outerHTML.replace(/hreflang/gi, 'hreflang')).sort().join('\n')) });
      await context.close();
    }
    console.log(`${width} ${path}: height rsc ${texts[0].height} main ${texts[1].height}; text ${texts[0].text === texts[1].text ? 'same' : 'DIFFERENT'}; head ${texts[0].head === texts[1].head ? 'same' : 'DIFFERENT'}`);
    if (texts[0].head !== texts[1].head) { const a = texts[0].head.split('\n'), b = texts[1].head.split('\n'); console.log('  only rsc:', a.filter((x) => !b.includes(x)).slice(0,3), '\n  only main:', b.filter((x) => !a.includes(x)).slice(0,3)); }
    if (texts[0].text !== texts[1].text) { const a = texts[0].text.split('\n'), b = texts[1].text.split('\n'); console.log('  only rsc:', a.filter((x) => !b.includes(x)).slice(0,3), '\n  only main:', b.filter((x) => !a.includes(x)).slice(0,3)); }
  }
}
await browser.close();
