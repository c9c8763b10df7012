import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { tEntries, tKeys } from './t-entries';

async function i18nWith(resources: Record<string, unknown>) {
  const i18n = createInstance();
  await i18n.init({
    lng: 'es',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    resources: { es: { legal: resources } },
  });
  return i18n;
}

describe('tKeys', () => {
  it("lists a translation object's keys in file order, without translating", async () => {
    const i18n = await i18nWith({
      terms: { sections: { scope: { title: '{{name}}' }, payment: { title: 'Pago' } } },
    });
    expect(tKeys(i18n, 'legal', 'terms.sections')).toEqual(['scope', 'payment']);
  });

  it('has no keys for a missing key or a string', async () => {
    const i18n = await i18nWith({ terms: { title: 'Términos' } });
    expect(tKeys(i18n, 'legal', 'terms.sections')).toEqual([]);
    expect(tKeys(i18n, 'legal', 'terms.title')).toEqual([]);
    expect(tKeys(i18n, 'other', 'terms')).toEqual([]);
  });

  it('follows the language i18next is in', async () => {
    const i18n = await i18nWith({ list: { a: 'A' } });
    i18n.addResourceBundle('en', 'legal', { list: { b: 'B', c: 'C' } });
    await i18n.changeLanguage('en');
    expect(tKeys(i18n, 'legal', 'list')).toEqual(['b', 'c']);
  });
});

describe('tEntries', () => {
  it('translates every entry of an object, with the options', async () => {
    const i18n = await i18nWith({ list: { a: 'Hola {{name}}', b: 'Adiós' } });
    const t = i18n.getFixedT('es', 'legal');
    expect(tEntries<string>(t, 'list', { name: 'Ona' })).toEqual([
      ['a', 'Hola Ona'],
      ['b', 'Adiós'],
    ]);
    expect(tEntries(t, 'missing')).toEqual([]);
  });
});
