import { createHash } from 'node:crypto';
import { LANGS, ROUTES, routeUrl } from '@studio/shared';
import { test, expect } from './support/fixtures';

/**
 * The site's stylesheet and the page's own are written into every page (no render-blocking
 * request) and allowed by the Content-Security-Policy through their hashes alone. A page whose
 * inline style the CSP did not name would show unstyled: this reads every served page and checks
 * each style against the CSP that came with it. Each inline sheet is followed by a disabled link
 * to the same file (apps/web/src/prerender.ts), so that Vite's loader does not fetch it again.
 */
const styleSources = (csp: string) =>
  (/(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1] ?? '').trim().split(/\s+/);

test('every page carries its styles inline, each allowed by the CSP hash it is served with', async ({
  request,
}) => {
  const urls = [
    ...ROUTES.flatMap((route) => LANGS.map((lang) => routeUrl(route.id, lang))),
    '/no-such-page',
  ];
  for (const url of urls) {
    const response = await request.get(url);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    for (const link of links)
      expect(link, `${url}: no render-blocking stylesheet`).toMatch(/ disabled/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    // The site's, the app's (its footer, the chat button) and, on a page of the route table, the page's.
    expect(styles.length, `${url}: inline stylesheets`).toBeGreaterThanOrEqual(
      url === '/no-such-page' ? 2 : 3,
    );
    const marked = [
      ...head.matchAll(
        /<style>((?:(?!<\/style>)[\s\S])*)<\/style><link rel="stylesheet" href="([^"]+)" disabled/g,
      ),
    ];
    expect(marked.length, `${url}: every inline sheet but the site's is marked`).toBe(
      styles.length - 1,
    );
    for (const [, css, href] of marked) {
      const file = await request.get(href!);
      expect((await file.text()).trim(), `${url}: ${href} is the sheet inlined before it`).toBe(
        css,
      );
    }
    const allowed = styleSources(response.headers()['content-security-policy'] ?? '');
    expect(allowed).not.toContain("'unsafe-inline'");
    for (const css of styles) {
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      expect(allowed, `${url}: CSP names the hash of its style`).toContain(hash);
    }
  }
});

test('a page is styled and reports no CSP violation, also after navigating and opening the chat', async ({
  page,
}) => {
  const violations: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const computed = (selector: string, property: string) =>
    page.evaluate(
      ([selector, property]) => {
        const element = document.querySelector(selector!);
        return element ? getComputedStyle(element).getPropertyValue(property!) : null;
      },
      [selector, property],
    );
  expect(await computed('.site-header', 'position')).not.toBe('static');
  expect(stylesheets, 'the home page fetches no stylesheet').toEqual([]);

  // Another page's styles load with its code, before it shows.
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /servicios/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/servicios/);
  await page.locator('.product-grid').waitFor();
  expect(await computed('.site-header', 'position')).not.toBe('static');
  expect(await computed('.product-grid', 'display')).toBe('grid');
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/services-[\w-]+\.css$/)]);

  // So do the chat window's.
  await page.getByRole('button', { name: /chat/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await computed('.chat-window', 'position')).toBe('fixed');
  expect(stylesheets[1]).toMatch(/^\/assets\/chat-widget-[\w-]+\.css$/);
  expect(violations).toEqual([]);
});
