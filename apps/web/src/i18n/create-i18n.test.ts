import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';

const file = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../public/locales/${lang}/${ns}.json`), 'utf8'),
  ) as Record<string, unknown>;

/** Answers the built files' URLs with the locale files, and records what was fetched. */
function serveFiles() {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [, lang, ns] = /locales\/(\w+)\/([\w-]+)\.json/.exec(url)!;
      fetched.push(`${lang}/${ns}`);
      return Response.json(file(lang!, ns!));
    }),
  );
  return fetched;
}

afterEach(() => vi.unstubAllGlobals());

describe('createI18n', () => {
  it('holds the strings it is given, at once', () => {
    const i18n = createI18n('ca', { ca: { common: { title: 'ca common' } } }, { lazy: true });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.getResource('ca', 'common', 'title')).toBe('ca common');
  });

  it("loads the chat's and the cookie settings' strings when asked, in the page's language", async () => {
    const fetched = serveFiles();
    const i18n = createI18n('ca', { ca: { common: {} } }, { lazy: true });
    expect(i18n.hasLoadedNamespace('chat')).toBe(false);
    await i18n.loadNamespaces(['chat', 'consent']);
    expect(fetched.sort()).toEqual(['ca/chat', 'ca/consent']);
    expect(i18n.getResourceBundle('ca', 'chat')).toEqual(file('ca', 'chat'));
    expect(i18n.getResourceBundle('ca', 'consent')).toEqual(file('ca', 'consent'));
  });

  it('loads nothing else: a page carries its own strings', async () => {
    const fetched = serveFiles();
    const i18n = createI18n('en', { en: { common: {} } }, { lazy: true });
    await i18n.loadNamespaces('faq');
    expect(fetched).toEqual([]);
    expect(i18n.getResourceBundle('en', 'faq')).toBeUndefined();
  });
});
