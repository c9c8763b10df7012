import { createHash } from 'node:crypto';
import { LANGS, ROUTES, routeUrl } from '@studio/shared';
import { test, expect } from './support/fixtures';

/**
 * The site's stylesheet is written into every page (no render-blocking request) and allowed by
 * the Content-Security-Policy through its hash alone. A page whose inline style the CSP did not
 * name would show unstyled: this reads every served page and checks each style against the CSP
 * that came with it.
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
    expect(head, `${url}: no render-blocking stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(styles.length, `${url}: one inline stylesheet`).toBe(1);
    const allowed = styleSources(response.headers()['content-security-policy'] ?? '');
    expect(allowed).not.toContain("'unsafe-inline'");
    for (const css of styles) {
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      expect(allowed, `${url}: CSP names the hash of its style`).toContain(hash);
    }
  }
});

test('a page is styled and reports no CSP violation, also after navigating', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.goto('/');
  const headerPosition = () =>
    page.evaluate(
      () => getComputedStyle(document.querySelector('.site-header') ?? document.body).position,
    );
  expect(await headerPosition()).not.toBe('static');
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /servicios/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/servicios/);
  expect(await headerPosition()).not.toBe('static');
  expect(violations).toEqual([]);
});
