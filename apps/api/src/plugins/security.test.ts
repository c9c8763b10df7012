import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/helper.js';
import { observatoryScore } from '../test/observatory.js';
import { NON_DOCUMENT_CSP } from './security.js';

const web = {
  'servicios/index.html': '<!doctype html><title>servicios</title>',
  '404.html': '<!doctype html><title>404</title>',
  'robots.txt': 'User-agent: *\n',
};

/**
 * Whether the answer gets the pages' policy: a page, or an answer without a type (a redirect, a
 * 304, whose headers the browser merges into the page it stored). Anything else: the strictest.
 */
const isPage = (response: Response) => {
  const type = response.headers.get('content-type');
  return type === null || type.startsWith('text/html');
};

/**
 * The fixture's only page (`/servicios`) shows everyone the same content, so it does without
 * Cross-Origin-Opener-Policy (decision 010); everything else keeps it. site.test.ts checks the
 * pages that show a visitor's own request keep it too.
 */
const isPublicPage = (response: Response) =>
  response.status === 200 && response.headers.get('content-type')?.startsWith('text/html') === true;

function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  if (isPage(response)) expectPagePolicy(csp);
  else expect(csp).toBe(NON_DOCUMENT_CSP);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe(
    isPublicPage(response) ? null : 'same-origin',
  );
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
}

function expectPagePolicy(csp: string): void {
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
  expect(directives.get('default-src')).toBe("'self'");
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('style-src')).toBe("'self'");
  expect(directives.get('img-src')).toBe("'self' data:");
  expect(directives.get('font-src')).toBe("'self'");
  expect(directives.get('connect-src')).toBe("'self'");
  expect(directives.get('frame-ancestors')).toBe("'none'");
  expect(directives.get('form-action')).toBe("'self'");
  expect(directives.get('object-src')).toBe("'none'");
  expect(directives.get('base-uri')).toBe("'none'");
  expect(csp).not.toMatch(/unsafe-(inline|eval)/);
}

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      web,
      setup: (app) => {
        app.get('/api/v1/test-boom', () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(() => server.close());

  it.each([
    ['an API answer', 'GET', '/api/v1/health', 200],
    ['a page', 'GET', '/servicios', 200],
    ['a static file', 'GET', '/robots.txt', 200],
    ['a 404 page', 'GET', '/nope', 404],
    ['an API 404', 'GET', '/api/v1/nope', 404],
    ['a redirect', 'GET', '/servicios/', 301],
    ['a validation error', 'GET', '/api/v1/faqs?lang=xx', 400],
    ['a rejected POST', 'POST', '/api/v1/nope', 403],
    ['a server error', 'GET', '/api/v1/test-boom', 500],
  ])('are on %s', async (_what, method, url, status) => {
    const response = await fetch(`${server.url}${url}`, { method, redirect: 'manual' });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers.get('content-security-policy')).not.toContain(
      'upgrade-insecure-requests',
    );
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('give pages the site policy and everything else the strictest, shorter one', async () => {
    const page = await fetch(`${server.url}/servicios`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    for (const url of ['/robots.txt', '/api/v1/health', '/api/v1/nope']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.headers.get('content-security-policy'), url).toBe(NON_DOCUMENT_CSP);
    }
  });

  it('keep the pages policy on a 304, whose headers the browser stores with the page', async () => {
    const first = await fetch(`${server.url}/servicios`);
    await first.text();
    const etag = first.headers.get('etag');
    const lastModified = first.headers.get('last-modified');
    expect(etag ?? lastModified).not.toBeNull();
    const again = await fetch(`${server.url}/servicios`, {
      headers: etag ? { 'if-none-match': etag } : { 'if-modified-since': lastModified! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
  });

  it('ignore X-Forwarded-Proto unless TRUST_PROXY says so', async () => {
    const response = await fetch(`${server.url}/api/v1/csrf`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.getSetCookie()[0]).not.toMatch(/; Secure/);
  });

  it('send CORS headers only when CORS_ORIGINS is set', async () => {
    const response = await fetch(`${server.url}/api/v1/products`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('behind an HTTPS proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      web,
      env: {
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: 'https://onastudio.es',
        CORS_ORIGINS: 'https://app.example',
      },
    });
  });
  afterAll(() => server.close());

  const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'onastudio.es' };

  it('sends HSTS on every answer that came over HTTPS', async () => {
    for (const url of ['/api/v1/health', '/servicios', '/nope', '/api/v1/nope']) {
      const response = await fetch(`${server.url}${url}`, { headers: overHttps });
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expectSecurityHeaders(response);
    }
    const plain = await fetch(`${server.url}/servicios`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks browsers to upgrade insecure requests when PUBLIC_URL is https', async () => {
    const response = await fetch(`${server.url}/servicios`);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('accepts a POST whose Origin is the forwarded https origin', async () => {
    const csrf = await fetch(`${server.url}/api/v1/csrf`, { headers: overHttps });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/; Secure/);
    const response = await fetch(`${server.url}/api/v1/nope`, {
      method: 'POST',
      headers: {
        ...overHttps,
        origin: 'https://onastudio.es',
        cookie: cookie.split(';')[0] ?? '',
        'x-csrf-token': csrfToken,
      },
    });
    expect(response.status).toBe(404); // past the guard: the path does not exist
  });

  it('allows exactly the CORS_ORIGINS, with credentials', async () => {
    const preflight = await fetch(`${server.url}/api/v1/leads`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-csrf-token',
    );

    const foreign = await fetch(`${server.url}/api/v1/products`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('MDN HTTP Observatory score', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      web: { ...web, 'assets/app-1234.js': 'console.log(1);\n' },
      env: { TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://onastudio.es' },
    });
  });
  afterAll(() => server.close());

  const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'onastudio.es' };

  it.each([
    ['a page', 'GET', '/servicios', 200],
    ['a static asset', 'GET', '/assets/app-1234.js', 200],
    ['an API answer', 'GET', '/api/v1/products?lang=es', 200],
    ['an API error', 'GET', '/api/v1/faqs?lang=xx', 400],
    ['a rejected POST', 'POST', '/api/v1/leads', 403],
    ['the 404 page', 'GET', '/nope', 404],
  ])(
    'is A+ with bonuses (115 for a page, 125 otherwise) on %s over HTTPS',
    async (_what, method, url, status) => {
      // The only cookie the site sets is the request-token cookie.
      const csrf = await fetch(`${server.url}/api/v1/csrf`, { headers: overHttps });
      const setCookies = csrf.headers.getSetCookie();
      expect(setCookies).toHaveLength(1);
      expect(setCookies[0]).toMatch(/; HttpOnly/);
      expect(setCookies[0]).toMatch(/; SameSite=Lax/);
      expect(setCookies[0]).toMatch(/; Secure/);

      const response = await fetch(`${server.url}${url}`, { method, headers: overHttps });
      expect(response.status).toBe(status);
      expectSecurityHeaders(response);
      const result = observatoryScore(response.headers, setCookies, true);
      const page = isPage(response);
      expect(result.tests).toEqual({
        // What is not a page has `default-src 'none'`, which the Observatory rewards.
        'content-security-policy': page
          ? ['csp-implemented-with-no-unsafe', 0]
          : ['csp-implemented-with-no-unsafe-default-src-none', 10],
        cookies: ['cookies-secure-with-httponly-sessionid-and-samesite', 5],
        'cross-origin-resource-sharing': ['cross-origin-resource-sharing-not-implemented', 0],
        redirection: ['redirection-to-https', 0],
        'referrer-policy': ['referrer-policy-private', 5],
        'strict-transport-security': ['hsts-implemented-max-age-at-least-six-months', 0],
        'subresource-integrity': [
          'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
          0,
        ],
        'x-content-type-options': ['x-content-type-options-nosniff', 0],
        'x-frame-options': ['x-frame-options-implemented-via-csp', 5],
        'cross-origin-resource-policy': ['corp-implemented-with-same-origin', 0],
      });
      expect(result).toMatchObject({ score: page ? 115 : 125, grade: 'A+' });
    },
  );
});
