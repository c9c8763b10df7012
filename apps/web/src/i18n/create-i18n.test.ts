import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadStrings } from './create-i18n';

/** Answers every translation file with `{ "title": "<lang> <ns>" }`, and records the asks. */
function serveLocales() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const [, lang, ns] = /\/locales\/(\w+)\/(\w+)\.json/.exec(String(input))!;
      asked.push(`${lang}/${ns}`);
      return new Response(JSON.stringify({ title: `${lang} ${ns}` }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('loadStrings', () => {
  it("loads a page's namespaces in the current language", async () => {
    const asked = serveLocales();
    const i18n = createI18n('es', { es: { common: { title: 'es common' } } }, { http: true });
    await loadStrings(i18n, 'es', ['faq']);
    expect(asked).toEqual(['es/faq']);
    expect(i18n.getResource('es', 'faq', 'title')).toBe('es faq');
  });

  it('for another language, loads every namespace so far, so that the switch is immediate', async () => {
    const asked = serveLocales();
    const i18n = createI18n('es', { es: { common: { title: 'es common' } } }, { http: true });
    await loadStrings(i18n, 'es', ['faq']);
    await loadStrings(i18n, 'en', ['services']);
    expect(asked.filter((file) => file.startsWith('en/')).sort()).toEqual([
      'en/common',
      'en/faq',
      'en/services',
    ]);
    void i18n.changeLanguage('en');
    // Nothing left to load: the language changed synchronously.
    expect(i18n.language).toBe('en');
    expect(i18n.getResource('en', 'services', 'title')).toBe('en services');
    expect(i18n.getResource('en', 'common', 'title')).toBe('en common');
  });
});
