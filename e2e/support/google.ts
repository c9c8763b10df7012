import type { BrowserContext, Request } from '@playwright/test';
import { startServer, type RunningServer } from '../../scripts/start-server.mjs';
import { test } from './fixtures';

/**
 * A browser that cannot reach Google, and a gtag.js stub that does what the real tag does with
 * what the page queues (Consent Mode, cookies, page view and conversion hits), so the tests see
 * what would leave the browser (decision 013).
 */

export const ADS = 'AW-123456789/AbCdEfGh';
const GA4 = 'G-ABC123XYZ';

const GTAG_STUB = `(function () {
  var queue = (window.dataLayer = window.dataLayer || []);
  var consent = { ad: 'denied', analytics: 'denied' };
  var page = {};
  function where() {
    return '&dl=' + encodeURIComponent(page.page_location || location.href) +
      '&dr=' + encodeURIComponent(page.page_referrer || document.referrer);
  }
  function handle(entry) {
    var a = Array.prototype.slice.call(entry);
    if (a[0] === 'consent') {
      if (a[2].ad_storage) consent.ad = a[2].ad_storage;
      if (a[2].analytics_storage) consent.analytics = a[2].analytics_storage;
    }
    if (a[0] === 'config' && a[2]) page = a[2];
    if (a[0] === 'config' && /^AW-/.test(a[1]) && consent.ad === 'granted')
      document.cookie = '_gcl_au=1.1.stub; path=/';
    if (a[0] === 'config' && /^G-/.test(a[1]) && consent.analytics === 'granted') {
      document.cookie = '_ga=GA1.1.stub; path=/';
      fetch('https://region1.google-analytics.com/g/collect?v=2&en=page_view&tid=' + a[1] +
        where(), { method: 'POST', mode: 'no-cors', keepalive: true });
    }
    if (a[0] === 'event' && a[1] === 'conversion' && consent.ad === 'granted')
      fetch('https://www.googleadservices.com/pagead/conversion/?send_to=' +
        encodeURIComponent(a[2].send_to) + where(), { mode: 'no-cors' });
  }
  for (var i = 0; i < queue.length; i++) handle(queue[i]);
  var push = queue.push;
  queue.push = function (entry) { handle(entry); return push.apply(queue, arguments); };
})();`;

/** For the tests of the file that calls this. */
export function serverWithGoogleIds(): { readonly url: string } {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    server = await startServer({
      env: {
        ADS_CONVERSION_ID: ADS,
        GA4_MEASUREMENT_ID: GA4,
        RATE_LIMIT_MAX: '100000',
        PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get url() {
      if (!server) throw new Error('the server with Google ids is not started yet');
      return server.url;
    },
  };
}

export async function stubGoogle(context: BrowserContext): Promise<Request[]> {
  const outside: Request[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const request = route.request();
      outside.push(request);
      const url = new URL(request.url());
      if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
        await route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB });
      } else {
        await route.fulfill({ status: 204 });
      }
    },
  );
  return outside;
}
