import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function setBrowser({ url = '/', languages = [] as string[], htmlLang = '' } = {}) {
  window.history.replaceState(null, '', url);
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  document.documentElement.lang = htmlLang;
}

async function detect(search?: string) {
  vi.resetModules();
  const { detectLanguage } = await import('./detect-language');
  return detectLanguage(search);
}

describe('detectLanguage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('prefers `lang` in the query, then `lng`', async () => {
    setBrowser({ url: '/?lang=ca&lng=en', languages: ['es-ES'] });
    expect(await detect()).toBe('ca');
    setBrowser({ url: '/?lng=en', languages: ['es-ES'] });
    expect(await detect()).toBe('en');
    setBrowser({ url: '/?lang=xx&lng=ca', languages: ['es-ES'] });
    expect(await detect()).toBe('ca');
  });

  it('reads the query it is given (the URL as requested), not the current one', async () => {
    localStorage.setItem('i18nextLng', 'ca');
    setBrowser({ url: '/?lang=en', languages: ['es-ES'] });
    expect(await detect('')).toBe('ca');
    expect(await detect('?lng=es')).toBe('es');
  });

  it('then an i18nextLng cookie, before local storage (as the server decides)', async () => {
    document.cookie = 'i18nextLng=en; path=/';
    localStorage.setItem('i18nextLng', 'ca');
    setBrowser({ languages: ['es-ES'] });
    expect(await detect()).toBe('en');
    document.cookie = 'i18nextLng=; path=/; max-age=0';
  });

  it('then the stored choice, before the browser languages', async () => {
    localStorage.setItem('i18nextLng', 'ca');
    setBrowser({ languages: ['en-US'] });
    expect(await detect()).toBe('ca');
  });

  it('then the first supported browser language', async () => {
    setBrowser({ languages: ['fr-FR', 'ca-ES', 'en'] });
    expect(await detect()).toBe('ca');
  });

  it('then <html lang>', async () => {
    setBrowser({ languages: ['fr-FR'], htmlLang: 'es' });
    expect(await detect()).toBe('es');
  });

  it('falls back to English when nothing supported is found', async () => {
    setBrowser({ languages: ['de-DE'] });
    expect(await detect()).toBe('en');
  });

  it('remembers a language under i18nextLng', async () => {
    vi.resetModules();
    const { rememberLanguage } = await import('./remember-language');
    rememberLanguage('ca');
    expect(localStorage.getItem('i18nextLng')).toBe('ca');
  });
});
