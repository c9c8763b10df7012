import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { LANGS, routeUrl, type Lang } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import { ADS, serverWithGoogleIds, stubGoogle } from './support/google';

/**
 * Cookie consent and the Google tag (decision 013), on a server with both ids configured and a
 * browser whose requests to Google are answered by a stub (support/google.ts). Whether the
 * notice ever becomes a page's largest paint: consent-lcp.spec.ts.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const server = serverWithGoogleIds();

/** The banner's words: the first layer's are in `common`, the second layer's in `consent`. */
const FIRST_LAYER = [
  'title',
  'lead',
  'google',
  'change',
  'accept',
  'reject',
  'configure',
  'policy',
];
const consent = (lang: Lang, key: string) =>
  FIRST_LAYER.includes(key.split('.')[0]!)
    ? text(lang, 'common', `consent.${key}`)
    : text(lang, 'consent', key);
const conversions = (requests: Request[]) =>
  requests.filter((r) => r.url().startsWith('https://www.googleadservices.com/pagead/conversion'));
const gtagLoads = (requests: Request[]) =>
  requests.filter((r) => r.url().startsWith('https://www.googletagmanager.com/gtag/js'));
const pageViews = (requests: Request[]) =>
  requests.filter((r) => r.url().startsWith('https://region1.google-analytics.com/g/collect'));

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
}

function banner(page: Page) {
  return page.getByTestId('consent-banner');
}

async function googleCookies(context: BrowserContext) {
  return (await context.cookies()).filter((c) => /^_(ga|gcl)/.test(c.name)).map((c) => c.name);
}

/** Waits for the proof of consent the page posts, and returns its body. */
function proofPosted(page: Page) {
  return page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/consent',
  );
}

test.describe('cookie consent with Google tags configured', () => {
  test('asks on the first visit, in the page’s language, before anything from Google', async ({
    page,
    context,
  }) => {
    const outside = await stubGoogle(context);
    await open(page, '/servicios?lang=ca');
    const notice = banner(page);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: consent('ca', 'title') })).toBeVisible();
    await expect(notice).toContainText(consent('ca', 'lead'));
    // The purposes in use, as a list.
    await expect(notice.getByRole('listitem')).toHaveText([
      consent('ca', 'google.analytics'),
      consent('ca', 'google.advertising'),
    ]);
    await expect(notice.getByRole('link', { name: consent('ca', 'policy') })).toHaveAttribute(
      'href',
      routeUrl('cookies', 'ca'),
    );
    // Accept and reject side by side and alike.
    const accept = notice.getByRole('button', { name: consent('ca', 'accept') });
    const reject = notice.getByRole('button', { name: consent('ca', 'reject') });
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(a && r && Math.abs(a.width - r.width) < 1 && a.height === r.height).toBe(true);
    expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      await reject.evaluate((el) => getComputedStyle(el).backgroundColor),
    );
    expect(outside, 'no request to another origin before a choice').toEqual([]);
    // The one cookie before a choice: the language the URL named, a functional cookie that
    // needs no consent (decision 020).
    expect(
      (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`),
      'no cookie before a choice but the language one',
    ).toEqual(['i18nextLng=ca']);
  });

  test('the page policy names Google’s tag origins, and still no inline script but by hash', async ({
    page,
  }) => {
    const response = await page.goto(`${server.url}/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('https://www.googletagmanager.com');
    expect(csp).toContain('https://*.google-analytics.com');
    // Scripts from gtag.js's host only: none from Google's hosts that answer JSONP.
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scripts.filter((source) => !source.startsWith("'"))).toEqual([
      'https://www.googletagmanager.com',
    ]);
    expect(csp).toMatch(
      /frame-src https:\/\/www\.googletagmanager\.com https:\/\/td\.doubleclick\.net/,
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  test('reject sets nothing and loads nothing, and the choice is kept and proven', async ({
    page,
    context,
  }) => {
    const outside = await stubGoogle(context);
    await open(page, '/');
    const posted = proofPosted(page);
    await banner(page)
      .getByRole('button', { name: consent('es', 'reject') })
      .click();
    const proof = (await posted).postDataJSON() as Record<string, unknown>;
    expect(proof).toMatchObject({ analytics: false, advertising: false, lang: 'es' });
    expect(proof.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await (await posted).response())?.status()).toBe(204);
    await expect(banner(page)).toBeHidden();

    await open(page, '/servicios');
    await open(page, routeUrl('thanks', 'es'));
    await expect(banner(page), 'the choice is kept').toBeHidden();
    expect(outside).toEqual([]);
    expect(await googleCookies(context)).toEqual([]);
  });

  test('accept loads the tag; the thank-you page records exactly one conversion per session', async ({
    page,
    context,
  }) => {
    const outside = await stubGoogle(context);
    await open(page, '/');
    expect(outside).toEqual([]);
    await banner(page)
      .getByRole('button', { name: consent('es', 'accept') })
      .click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => gtagLoads(outside).length).toBe(1);
    await expect
      .poll(() => googleCookies(context))
      .toEqual(expect.arrayContaining(['_ga', '_gcl_au']));
    expect(conversions(outside)).toEqual([]);

    await open(page, routeUrl('thanks', 'es'));
    await expect.poll(() => conversions(outside).length).toBe(1);
    expect(new URL(conversions(outside)[0]!.url()).searchParams.get('send_to')).toBe(ADS);
    await page.reload();
    await waitForHydration(page);
    await open(page, routeUrl('thanks', 'en'));
    // Give a second conversion every chance to be sent: the tag is loaded and hits go at once.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(conversions(outside)).toHaveLength(1);
  });

  test.describe('on the tracking page', () => {
    // The made-up token is unknown to the server: the page's request for it answers 404.
    test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });
    test('the tag is told the page’s address without the lead’s token', async ({
      page,
      context,
    }) => {
      const outside = await stubGoogle(context);
      await open(page, '/');
      await banner(page)
        .getByRole('button', { name: consent('es', 'accept') })
        .click();
      await expect.poll(() => pageViews(outside).length).toBe(1);
      expect(new URL(pageViews(outside)[0]!.url()).searchParams.get('dl')).toBe(`${server.url}/`);

      const token = 'Tk'.repeat(21) + 'x';
      await open(page, `/seguimiento?utm_source=correo&t=${token}`);
      await expect.poll(() => pageViews(outside).length).toBe(2);
      const hit = new URL(pageViews(outside)[1]!.url()).searchParams;
      expect(hit.get('dl')).toBe(`${server.url}/seguimiento?utm_source=correo`);
      expect(hit.get('dl')).not.toMatch(/[?&]t=/);
      // Nothing that left for another origin carried it, in any form.
      for (const request of outside) {
        expect(request.url()).not.toContain(token);
        expect(request.postData() ?? '').not.toContain(token);
      }
    });
  });

  test('withdrawing from the footer stops the conversion and removes Google’s cookies', async ({
    page,
    context,
  }) => {
    const outside = await stubGoogle(context);
    await open(page, '/');
    await banner(page)
      .getByRole('button', { name: consent('es', 'accept') })
      .click();
    await expect.poll(() => googleCookies(context)).toContain('_gcl_au');

    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: text('es', 'common', 'footer.legal.settings') });
    await settings.click();
    const layer = banner(page);
    await expect(
      layer.getByRole('heading', { name: consent('es', 'settingsTitle') }),
    ).toBeFocused();
    const advertising = layer.getByRole('switch', {
      name: consent('es', 'purposes.advertising.title'),
    });
    await expect(advertising).toBeChecked();
    await advertising.uncheck();
    const posted = proofPosted(page);
    await layer.getByRole('button', { name: consent('es', 'save') }).click();
    expect((await posted).postDataJSON()).toMatchObject({ analytics: true, advertising: false });
    await expect(layer).toBeHidden();
    await expect(settings, 'focus goes back to where the visitor was').toBeFocused();
    await expect.poll(() => googleCookies(context)).toEqual(['_ga']);

    // A new browser session (the conversion's flag is per session): no conversion now.
    await page.evaluate(() => window.sessionStorage.clear());
    await open(page, routeUrl('thanks', 'es'));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(conversions(outside)).toEqual([]);
  });

  test('the cookie page lists Google’s cookies and reopens the settings', async ({
    page,
    context,
  }) => {
    await stubGoogle(context);
    await open(page, routeUrl('cookies', 'en'));
    await banner(page)
      .getByRole('button', { name: consent('en', 'reject') })
      .click();
    const table = page.getByRole('table');
    for (const name of ['_csrf', 'ona:consent', '_ga', '_gcl_au', 'ona:ads-conversion-sent']) {
      await expect(table.getByText(name, { exact: true })).toBeVisible();
    }
    await page
      .getByRole('main')
      .getByRole('button', { name: text('en', 'common', 'footer.legal.settings') })
      .click();
    await expect(
      banner(page).getByRole('switch', { name: consent('en', 'purposes.analytics.title') }),
    ).not.toBeChecked();
    await banner(page)
      .getByRole('button', { name: consent('en', 'close') })
      .click();
    await expect(banner(page)).toBeHidden();
  });

  for (const width of [360, 1280]) {
    for (const lang of LANGS) {
      test(`axe finds nothing on either layer (${lang}, ${width} px)`, async ({
        page,
        context,
      }) => {
        await stubGoogle(context);
        await page.setViewportSize({ width, height: 800 });
        await open(page, routeUrl('home', lang));
        await expect(banner(page)).toBeVisible();
        const check = async () =>
          (
            await new AxeBuilder({ page })
              .include('[data-testid="consent-banner"]')
              .withTags(WCAG_TAGS)
              .analyze()
          ).violations.map((v) => `${v.id}: ${v.help}`);
        expect(await check()).toEqual([]);
        await banner(page)
          .getByRole('button', { name: consent(lang, 'configure') })
          .click();
        await expect(banner(page).getByRole('switch').first()).toBeVisible();
        expect(await check()).toEqual([]);
        // Nothing of it runs off the screen.
        const box = await banner(page).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      });
    }
  }

  test('the home page with the banner stays within the JavaScript budget before any interaction', async ({
    page,
    context,
  }) => {
    // The budget of 125 KB gzip also holds with a tag configured (decision 018): every script
    // the page fetches until it is idle with the banner shown, gzipped from the build.
    await stubGoogle(context);
    const scripts = new Set<string>();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.hostname === '127.0.0.1' && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const client = new URL('../apps/web/dist/client', import.meta.url).pathname;
    const gzip = [...scripts].reduce(
      (sum, file) => sum + gzipSync(readFileSync(client + file), { level: 9 }).length,
      0,
    );
    // The banner's code (with its settings layer, 1.4 KB) is fetched because a tag is set: no
    // page without one fetches it (e2e/bundle.spec.ts weighs the home page without).
    const bannerCode = [...scripts].filter((file) =>
      readFileSync(client + file, 'utf8').includes('consent__title'),
    );
    expect(bannerCode).toHaveLength(1);
    expect(gzip / 1024).toBeLessThanOrEqual(125);
  });

  for (const width of [360, 1280]) {
    test(`the banner never covers the focused element (${width} px)`, async ({ page, context }) => {
      await stubGoogle(context);
      await page.setViewportSize({ width, height: 740 });
      await open(page, '/contacto');
      await expect(banner(page)).toBeVisible();
      const covered: string[] = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const overlap = await page.evaluate(() => {
          const focused = document.activeElement;
          const notice = document.querySelector('[data-testid="consent-banner"]');
          if (!focused || !notice || notice.contains(focused) || focused === document.body)
            return null;
          const a = focused.getBoundingClientRect();
          const b = notice.getBoundingClientRect();
          const overlaps =
            a.width > 0 &&
            a.bottom > b.top + 1 &&
            a.top < b.bottom - 1 &&
            a.right > b.left + 1 &&
            a.left < b.right - 1;
          return overlaps ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : null;
        });
        if (overlap) covered.push(overlap);
      }
      expect(covered).toEqual([]);
    });
  }
});

test.describe('with no Google tag configured', () => {
  test('no banner, no settings link, no request elsewhere and the strict policy', async ({
    page,
    context,
  }) => {
    const outside: Request[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(process.env.E2E_BASE_URL ?? '')) outside.push(request);
    });
    const response = await page.goto('/contacto/gracias');
    await waitForHydration(page);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).not.toMatch(/google/);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: text('es', 'common', 'footer.legal.settings') }),
    ).toHaveCount(0);
    await page.goto('/legal/cookies');
    await waitForHydration(page);
    await expect(page.getByRole('table').getByText('_ga', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('table').getByText('_csrf', { exact: true })).toBeVisible();
    expect(outside).toEqual([]);
    expect((await context.cookies()).filter((c) => c.name !== '_csrf')).toEqual([]);
  });
});
