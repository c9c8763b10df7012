import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, ROUTES, notFoundFile, pageFile, routeUrl } from '@studio/shared';
import { startServer, type TestServer } from './test/helper.js';

const STYLE_HASH = `'sha256-${'A'.repeat(43)}='`;
const SCRIPT_HASH = `'sha256-${'B'.repeat(43)}='`;

/** A fake web build: every page in every language, each naming its file. */
function webBuild(): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {};
  for (const lang of LANGS) {
    for (const route of ROUTES) {
      if (route.id === 'faq') continue; // a page the build failed to write
      const file = pageFile(route, lang);
      files[file] = `<!doctype html><html lang="${lang}"><title>${file}</title></html>`;
    }
    files[notFoundFile(lang)] =
      `<!doctype html><html lang="${lang}"><title>not found ${lang}</title></html>`;
  }
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  files['assets/app-3f9a1c.js'] = script;
  files['assets/app-3f9a1c.js.gz'] = gzipSync(script);
  files['robots.txt'] = 'User-agent: *\nAllow: /\n';
  files['csp.json'] = JSON.stringify({ styleSrc: [STYLE_HASH], scriptSrc: [SCRIPT_HASH] });
  files['.env'] = 'SECRET=1';
  files['logos/acme.svg'] = '<svg/>';
  files['blog/rss.ca.xml'] = '<rss/>';
  // A post in two languages of three, and a list of posts under a deeper path.
  for (const file of [
    'blog/tienda-online/index.html',
    'blog/tienda-online/index.en.html',
    'blog/categoria/precios/index.html',
    'portafolio/torn-labs/index.ca.html',
  ]) {
    files[file] = `<!doctype html><title>${file}</title>`;
  }
  // A share preview (apps/web/src/site/lib/previews.ts): the PNG signature is enough here.
  files['og/home.es.png'] = Buffer.from('89504e470d0a1a0a', 'hex');
  return files;
}

describe('site pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ web: webBuild() });
  });
  afterAll(() => server.close());

  const get = (url: string, init?: RequestInit) =>
    fetch(`${server.url}${url}`, { redirect: 'manual', ...init });
  const titleOf = async (response: Response) =>
    /<title>(.*)<\/title>/.exec(await response.text())?.[1];

  it.each([
    ['/', 'index.html', 'es'],
    ['/?lang=en', 'index.en.html', 'en'],
    ['/servicios', 'servicios/index.html', 'es'],
    ['/servicios?lang=ca', 'servicios/index.ca.html', 'ca'],
    ['/servicios?lng=en', 'servicios/index.en.html', 'en'],
    ['/servicios?lang=ca&lang=en', 'servicios/index.ca.html', 'ca'],
    ['/servicios?lang=xx', 'servicios/index.html', 'es'],
    ['/servicios/aplicacion-movil?lang=en', 'servicios/aplicacion-movil/index.en.html', 'en'],
    ['/legal/privacitat', 'legal/privacidad/index.ca.html', 'ca'],
    ['/legal/privacy?lang=es', 'legal/privacidad/index.en.html', 'en'],
    ['/legal/termes', 'legal/terminos/index.ca.html', 'ca'],
    ['/empresas-y-portfolio', 'portafolio/index.html', 'es'],
    ['/empresas-y-portfolio?lang=ca', 'portafolio/index.ca.html', 'ca'],
    ['/blog/tienda-online', 'blog/tienda-online/index.html', 'es'],
    ['/blog/tienda-online?lang=en', 'blog/tienda-online/index.en.html', 'en'],
    ['/blog/categoria/precios', 'blog/categoria/precios/index.html', 'es'],
    ['/portafolio/torn-labs?lang=ca', 'portafolio/torn-labs/index.ca.html', 'ca'],
  ])('GET %s serves %s', async (url, file, lang) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe(lang);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(await titleOf(response)).toBe(file);
  });

  it.each([
    ['/', { 'accept-language': 'en-US,en;q=0.9' }, 'index.en.html', 'en'],
    [
      '/servicios',
      { 'accept-language': 'de-DE,ca;q=0.8,en;q=0.7' },
      'servicios/index.ca.html',
      'ca',
    ],
    ['/servicios', { 'accept-language': 'ca;q=0.5,en;q=0.9' }, 'servicios/index.en.html', 'en'],
    ['/servicios', { 'accept-language': 'fr-FR,de' }, 'servicios/index.html', 'es'],
    ['/', { 'accept-language': 'en', cookie: 'i18nextLng=ca' }, 'index.ca.html', 'ca'],
    ['/', { 'accept-language': 'en', cookie: 'i18nextLng=xx' }, 'index.en.html', 'en'],
    ['/no-such-page', { 'accept-language': 'ca-ES' }, 'not found ca', 'ca'],
    // The visitor's language when the post has it, else one it has.
    ['/blog/tienda-online', { 'accept-language': 'en' }, 'blog/tienda-online/index.en.html', 'en'],
    ['/blog/tienda-online', { 'accept-language': 'ca' }, 'blog/tienda-online/index.html', 'es'],
    ['/portafolio/torn-labs', {}, 'portafolio/torn-labs/index.ca.html', 'ca'],
  ])(
    'GET %s without lang answers in the language the browser would pick (%j)',
    async (url, headers, title, lang) => {
      const response = await get(url, { headers });
      expect(response.headers.get('content-language')).toBe(lang);
      expect(response.headers.get('vary')).toMatch(/^Accept-Language, Cookie, Accept-Encoding$/i);
      expect(await titleOf(response)).toBe(title);
    },
  );

  it.each([
    ['/?lang=es', 'index.html'],
    ['/legal/privacy', 'legal/privacidad/index.en.html'],
  ])('GET %s keeps the language its URL names, whatever the browser says', async (url, title) => {
    const response = await get(url, {
      headers: { 'accept-language': 'ca', cookie: 'i18nextLng=ca' },
    });
    expect(await titleOf(response)).toBe(title);
    expect(response.headers.get('vary')).not.toMatch(/accept-language/i);
  });

  it("allows the build's inline styles and script by their hashes, and nothing else inline", async () => {
    const csp = (await get('/servicios')).headers.get('content-security-policy') ?? '';
    const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1];
    expect(styleSrc).toBe(`'self' ${STYLE_HASH}`);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe(`'self' ${SCRIPT_HASH}`);
  });

  it('marks noindex pages', async () => {
    const response = await get('/contacto/gracias');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });

  it("keeps only the pages that show a visitor's own request away from other sites' windows", async () => {
    for (const route of ROUTES) {
      for (const lang of LANGS) {
        if (route.id === 'faq') continue; // not in this build
        const response = await get(routeUrl(route.id, lang));
        expect(response.status, route.path).toBe(200);
        expect(response.headers.get('cross-origin-opener-policy'), `${route.path} ${lang}`).toBe(
          'personal' in route ? 'same-origin' : null,
        );
      }
    }
    expect(ROUTES.filter((route) => 'personal' in route).map((route) => route.id)).toEqual([
      'thanks',
      'tracking',
    ]);
    for (const url of ['/nope', '/api/v1/health', '/robots.txt', '/servicios/']) {
      const response = await get(url);
      expect(response.headers.get('cross-origin-opener-policy'), url).toBe('same-origin');
    }
  });

  it('revalidates a page with its ETag', async () => {
    const first = await get('/quienes-somos?lang=ca');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await get('/quienes-somos?lang=ca', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers HEAD without a body', async () => {
    const response = await get('/servicios', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it.each([
    ['/servicios/', '/servicios'],
    ['/servicios/?lang=ca', '/servicios?lang=ca'],
    ['/legal/privacitat//', '/legal/privacitat'],
    ['/nope/', '/nope'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await get(url);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  it('never redirects to another host', async () => {
    for (const url of ['//evil.example/', '/\\evil.example/']) {
      const response = await get(url);
      expect(response.status).not.toBe(301);
    }
  });

  it.each([
    ['/nope', 'not found es', 'es'],
    ['/nope?lang=en', 'not found en', 'en'],
    ['/servicios/nope?lang=ca', 'not found ca', 'ca'],
    ['/faq?lang=en', 'not found en', 'en'], // its page is missing from the build
    ['/servicios/index.html', 'not found es', 'es'], // pages are not files
    ['/index.ca.html', 'not found es', 'es'],
    ['/blog/tienda-online?lang=ca', 'not found ca', 'ca'], // no Catalan translation
    ['/blog/no-such-post', 'not found es', 'es'],
    ['/blog/Tienda-Online', 'not found es', 'es'],
    ['/blog/tienda-online/index.html', 'not found es', 'es'],
    ['/blog/..%2fservicios', 'not found es', 'es'],
  ])('answers %s with the 404 page', async (url, title, lang) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe(lang);
    expect(response.headers.get('etag')).toBeNull();
    expect(await titleOf(response)).toBe(title);
  });

  it('answers unknown API paths with JSON, not the 404 page', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/products/', '/api']) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('serves static files with long caching for hashed assets', async () => {
    const asset = await get('/assets/app-3f9a1c.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');

    const logo = await get('/logos/acme.svg');
    expect(logo.status).toBe(200);

    // A file under a section's path, where the pages are the section's.
    const feed = await get('/blog/rss.ca.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/xml/);
    expect(feed.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/blog/rss.fr.xml')).status).toBe(404);
    expect((await get('/blog/..%2f.env')).status).not.toBe(200);
  });

  it('serves the share previews as PNG files, cached for an hour', async () => {
    const response = await get('/og/home.es.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await response.arrayBuffer()).toString('hex')).toBe('89504e470d0a1a0a');
    expect((await get('/og/nope.es.png')).status).toBe(404);
  });

  it('serves a precompressed sibling when the client accepts it', async () => {
    const response = await get('/assets/app-3f9a1c.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toContain('console.log');
  });

  it('never serves dotfiles or lists folders', async () => {
    expect((await get('/.env')).status).not.toBe(200);
    expect((await get('/assets')).status).toBe(404);
  });

  it('does not rate-limit pages and files', async () => {
    const limited = await startServer({ web: webBuild(), env: { RATE_LIMIT_MAX: '2' } });
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await fetch(`${limited.url}/servicios`)).status).toBe(200);
        expect((await fetch(`${limited.url}/robots.txt`)).status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('without a web build', () => {
  it('serves the API and answers other paths with a plain 404', async () => {
    const server = await startServer();
    try {
      const page = await fetch(`${server.url}/servicios`);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
