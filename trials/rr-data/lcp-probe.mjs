import { createRequire } from 'node:module';
const require = createRequire('/work/main/e2e/package.json');
const { chromium } = require('@playwright/test');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of process.argv.slice(2)) {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lcp.push([Math.round(e.startTime), e.element?.tagName + '.' + e.element?.className + ' ' + (e.element?.textContent || '').slice(0, 40), e.size]))).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => ({ lcp: window.__lcp, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime), js: performance.getEntriesByType('resource').filter(e => e.name.endsWith('.js')).map(e => Math.round(e.responseEnd)).sort((a,b)=>a-b).slice(-1)[0] }));
  console.log(url, JSON.stringify(r));
  await context.close();
}
await browser.close();
