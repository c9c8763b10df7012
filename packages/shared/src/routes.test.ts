import { describe, expect, it } from 'vitest';
import { langFromSearch, normalizeLang } from './lang.js';
import {
  ROUTES,
  forcedLangOfPath,
  langOfUrl,
  notFoundFile,
  pageFile,
  resolveUrl,
  routeUrl,
} from './routes.js';

describe('languages in URLs', () => {
  it('reads `lang` first, then `lng`, normalising tags', () => {
    expect(langFromSearch('?lang=ca')).toBe('ca');
    expect(langFromSearch('?lng=EN-gb')).toBe('en');
    expect(langFromSearch('?lang=ca&lng=en')).toBe('ca');
    expect(langFromSearch('?lang=ca&lang=en')).toBe('ca');
    expect(langFromSearch('?lang=fr')).toBeNull();
    expect(langFromSearch('')).toBeNull();
    expect(normalizeLang('es_ES')).toBe('es');
  });
});

describe('route table', () => {
  it('has the spec routes, each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/quienes-somos',
        '/servicios',
        '/servicios/web-personal',
        '/servicios/web-empresarial',
        '/servicios/tienda-online',
        '/servicios/aplicacion-saas',
        '/servicios/ciberseguridad',
        '/servicios/aplicacion-movil',
        '/portafolio',
        '/faq',
        '/contacto',
        '/contacto/gracias',
        '/legal/terminos',
        '/legal/privacidad',
        '/legal/cookies',
      ]),
    );
  });

  it('builds localized URLs', () => {
    expect(routeUrl('services', 'es')).toBe('/servicios');
    expect(routeUrl('services', 'ca')).toBe('/servicios?lang=ca');
    expect(routeUrl('privacy', 'ca')).toBe('/legal/privacitat');
    expect(routeUrl('terms', 'en')).toBe('/legal/terms');
    expect(routeUrl('cookies', 'en')).toBe('/legal/cookies?lang=en');
  });

  it('resolves paths, aliases and fixed-language paths', () => {
    expect(resolveUrl('/servicios/', '?lang=en')).toMatchObject({
      route: { id: 'services' },
      lang: 'en',
    });
    expect(resolveUrl('/empresas-y-portfolio', '')).toMatchObject({
      route: { id: 'portfolio' },
      lang: 'es',
    });
    expect(resolveUrl('/legal/privacy', '?lang=ca')).toMatchObject({
      route: { id: 'privacy' },
      lang: 'en',
    });
    expect(resolveUrl('/nope', '')).toBeNull();
    expect(langOfUrl('/nope', '?lang=ca')).toBe('ca');
    expect(forcedLangOfPath('/legal/termes')).toBe('ca');
    expect(forcedLangOfPath('/legal/terminos')).toBeNull();
  });

  it('names prerendered files', () => {
    expect(pageFile({ path: '/' }, 'es')).toBe('index.html');
    expect(pageFile({ path: '/servicios' }, 'ca')).toBe('servicios/index.ca.html');
    expect(notFoundFile('en')).toBe('404.en.html');
  });
});
