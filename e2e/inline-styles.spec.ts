import { createHash } from 'node:crypto';
import { LANGS, ROUTES, routeUrl } from '@studio/shared';
import { test, expect } from './support/fixtures';

/**
 * The page's styles (the site's, its parts' and its islands', the chat window's among them) are
 * written into every page (no render-blocking request) and allowed by the Content-Security-Policy
 * through their hashes alone, as are its inline scripts: the early-taps script
 * (apps/web/src/app/early-taps.ts) and Astro's island loader. A page whose inline style or script
 * the CSP did not name would show unstyled or stay inert: this reads every served page and checks
 * each style and script against the CSP that came with it (apps/web/scripts/finish-csp.mjs).
 */
const styleSources = (csp: string) =>
  (/(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1] ?? '').trim().split(/\s+/);
const scriptSources = (csp: string) =>
  (/(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '').trim().split(/\s+/);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('every page carries its styles and its one inline script, each allowed by the CSP hash it is served with', async ({
  request,
}) => {
  const urls = [
    ...ROUTES.flatMap((route) => LANGS.map((lang) => routeUrl(route.id, lang))),
    '/no-such-page',
  ];
  for (const url of urls) {
    const response = await request.get(url);
    const html = await response.text();
    expect(html, `${url}: no stylesheet link`).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    // The page's stylesheet and Astro's rule for its islands.
    expect(styles.length, `${url}: inline stylesheets`).toBeGreaterThanOrEqual(2);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!))
      .map(([, attributes, code]) => ({ attributes: attributes!.trim(), code: code! }));
    // The early-taps script comes first, before any control it watches.
    expect(scripts[0]?.attributes, `${url}: the early-taps script first`).toBe('id="early-taps"');
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptAllowed = scriptSources(csp);
    expect(scriptAllowed[0]).toBe("'self'");
    expect(scriptAllowed).not.toContain("'unsafe-inline'");
    for (const script of scripts) {
      expect(scriptAllowed, `${url}: CSP names the hash of its script`).toContain(
        sha256(script.code),
      );
    }
    const allowed = styleSources(csp);
    expect(allowed).not.toContain("'unsafe-inline'");
    for (const css of styles) {
      expect(allowed, `${url}: CSP names the hash of its style`).toContain(sha256(css));
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

  // Another page's styles are in that page.
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
  expect(stylesheets).toEqual([]);

  // So are the chat window's.
  await page.getByRole('button', { name: /chat/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await computed('.chat-window', 'position')).toBe('fixed');
  expect(stylesheets).toEqual([]);

  // Back on the page the visit started on: its styles are in the page already.
  await page.keyboard.press('Escape');
  await page.goBack();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.locator('.hero-art').waitFor();
  expect(await computed('.site-header', 'position')).not.toBe('static');
  expect(stylesheets).toEqual([]);
  expect(violations).toEqual([]);
});
