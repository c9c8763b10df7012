import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, studioVariables } from '@studio/shared';
import { pricing } from '../lib/pricing';
import { settings } from '../lib/site-settings';
import { createI18n } from './create-i18n';
import { allVariables } from './page-variables';

const file = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, `../../../../packages/content/locales/${lang}/${ns}.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;

/** The strings come with the build's chunks: a request for them over the network is a mistake. */
function watchFetch() {
  const fetched = vi.fn();
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

/** Each language's namespaces the instance holds. */
const held = (i18n: ReturnType<typeof createI18n>) =>
  Object.fromEntries(
    Object.entries(i18n.store.data).map(([lang, bundle]) => [lang, Object.keys(bundle).sort()]),
  );

afterEach(() => vi.unstubAllGlobals());

describe('createI18n', () => {
  it('holds the strings it is given, at once', () => {
    const i18n = createI18n('ca', { ca: { common: { title: 'ca common' } } }, { lazy: true });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.getResource('ca', 'common', 'title')).toBe('ca common');
  });

  it("loads the chat's and the cookie settings' strings when asked, in the page's language", async () => {
    const fetched = watchFetch();
    const i18n = createI18n('ca', { ca: { common: {} } }, { lazy: true });
    expect(i18n.hasLoadedNamespace('chat')).toBe(false);
    await i18n.loadNamespaces(['chat', 'consent']);
    expect(held(i18n)).toEqual({ ca: ['chat', 'common', 'consent'] });
    expect(i18n.getResourceBundle('ca', 'chat')).toEqual(file('ca', 'chat'));
    expect(i18n.getResourceBundle('ca', 'consent')).toEqual(file('ca', 'consent'));
    expect(fetched).not.toHaveBeenCalled();
  });

  it('loads nothing else: a page carries its own strings', async () => {
    const fetched = watchFetch();
    const i18n = createI18n('en', { en: { common: {} } }, { lazy: true });
    await i18n.loadNamespaces('faq');
    expect(i18n.getResourceBundle('en', 'faq')).toBeUndefined();
    expect(held(i18n)).toEqual({ en: ['common'] });
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe("the studio's variables", () => {
  it('reach every string without the component passing them', () => {
    const i18n = createI18n(
      'ca',
      { ca: { common: file('ca', 'common') } },
      {
        lazy: false,
        variables: allVariables('ca'),
      },
    );
    const name = studioVariables(settings, 'ca').studio;
    expect(i18n.t('brand.name')).toBe(name);
    expect(i18n.t('whatsapp.message')).toBe(
      `Hola, ${name}. M'agradaria rebre informació sobre els vostres serveis.`,
    );
    expect(i18n.t('meta.notFound.description')).toContain(name);
    expect(i18n.t('meta.notFound.description')).not.toMatch(/{{|}}/);
  });

  it('give way to a value the component passes', () => {
    const i18n = createI18n(
      'en',
      { en: { common: file('en', 'common') } },
      {
        lazy: false,
        variables: allVariables('en'),
      },
    );
    expect(i18n.t('brand.name', { studio: 'someone else' })).toBe('someone else');
  });
});

describe('the figures', () => {
  it("reach every string, formatted for the page's language", () => {
    const text = 'desde {{price.tienda-online.from}}';
    const amount = pricing.services['tienda-online'].from.amount;
    for (const lang of ['es', 'en'] as const) {
      const i18n = createI18n(
        lang,
        { [lang]: { common: { text } } },
        { lazy: false, variables: allVariables(lang) },
      );
      expect(i18n.t('text' as never)).toBe(`desde ${formatMoney(amount, lang)}`);
    }
  });
});
