import { readFileSync } from 'node:fs';
import { contentVariables, loadPricing, loadSettings } from '@studio/content';
import { fillVariables, LANGS, type Lang } from '@studio/shared';

/**
 * What the site gives every string (apps/web/src/i18n/create-i18n.ts): who the studio is and
 * the pricing table's figures, formatted for the language.
 */
const STUDIO = { settings: loadSettings(), pricing: loadPricing() };
const VARIABLES = Object.fromEntries(
  LANGS.map((lang) => [lang, contentVariables(STUDIO, lang)]),
) as Record<Lang, Record<string, string>>;

/** Reads a translation file of the site, so tests assert the real strings. */
export function locale(lang: Lang, ns: string): Record<string, unknown> {
  const file = new URL(`../../packages/content/locales/${lang}/${ns}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A string at a dotted key path of a translation file, with the studio's details and figures in. */
export function text(lang: Lang, ns: string, key: string): string {
  let value: unknown = locale(lang, ns);
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`${lang}/${ns}: no string at ${key}`);
  return fillVariables(value, VARIABLES[lang]);
}

const MARKDOWN_LINK = /\[([^[\]\n]+)\]\(([^()\s]+)\)/g;

/** A chat message as the window shows it: `[words](/path)` links read as their words. */
export function shown(message: string): string {
  return message.replace(MARKDOWN_LINK, '$1');
}

/** The `[words](/path)` links of a chat message. */
export function markdownLinks(message: string): { words: string; href: string }[] {
  return [...message.matchAll(MARKDOWN_LINK)].map(([, words = '', href = '']) => ({ words, href }));
}
