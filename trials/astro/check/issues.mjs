import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
const cdp = await page.context().newCDPSession(page);
cdp.on('Audits.issueAdded', (e) => console.log(JSON.stringify(e.issue).slice(0, 600)));
await cdp.send('Audits.enable');
await page.goto((process.argv[2] ?? 'http://localhost:4151') + '/');
await page.waitForTimeout(3000);
await browser.close();
