import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { figureVariables, flattenVariables, LANGS, PRICING } from '@studio/shared';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Every translation and content file of each language: where the copy lives. */
const COPY_FILES = LANGS.flatMap((lang) =>
  ['locales', 'data'].flatMap((kind) => {
    const dir = path.join(PACKAGE_DIR, kind, lang);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(kind, lang, name));
  }),
);

function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${where}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`));
  }
  return [];
}

/**
 * Strings in the studio's voice. Left out: the chat's `asks` and `offTopic`, how a visitor may
 * word a question ("una web por 2500 euros"), which name a figure the visitor has in mind, not
 * one we state.
 */
const VISITOR_WORDS = /^data\/\w+\/chat\.json\.(asks\[\d+\]\.asks|offTopic)\[/;

const copy = COPY_FILES.flatMap((file) =>
  stringsOf(JSON.parse(readFileSync(path.join(PACKAGE_DIR, file), 'utf8')), file),
).filter(({ where }) => !VISITOR_WORDS.test(where));

/** Every amount of the pricing table: starting prices, packages and priced extras. */
const AMOUNTS = [
  ...new Set(
    Object.values(PRICING).flatMap((pricing) => [
      pricing.from.amount,
      ...pricing.tiers.map((tier) => tier.price.amount),
      ...Object.values(pricing.extras).flatMap((extra) =>
        'amount' in extra ? [extra.amount] : [],
      ),
    ]),
  ),
].sort((a, b) => b - a);

/**
 * An amount in euros however a language writes it: "2.500 €", "2500 €", "€2,500", "2.500 euros",
 * with or without a (non-breaking) space. Not a digit of a longer number ("12.500 €").
 */
function writtenOut(amount: number): RegExp {
  const plain = String(amount);
  const digits =
    amount < 1000
      ? [plain]
      : [
          plain,
          ...['.', ',', ' ', '\u00a0'].map((group) => plain.replace(/\B(?=(\d{3})+$)/g, group)),
        ];
  const number = `(?:${digits.map((d) => d.replace(/\./g, '\\.')).join('|')})`;
  return new RegExp(
    `(?<![\\d.,])(?:€\\s?${number}|${number}(?:[.,]00)?\\s?(?:€|euros?\\b))(?![.,]?\\d)`,
    'iu',
  );
}

/**
 * Figures that coincide with a price by accident, as `file: amount`. Each says why it is not the
 * price: an entry here must never be a figure of pricing.ts written out by hand.
 */
const ALLOWED = new Set<string>(
  LANGS.flatMap((lang) =>
    // The quote form's budget brackets are the visitor's budget, in round thousands, that
    // happen to equal some packages' prices; the estimate (shared estimate.ts) keys them by id.
    [3000, 5000, 8000].map((amount) => `locales/${lang}/contact.json: ${amount}`),
  ),
);

describe('figures of the pricing table', () => {
  it('are never written out by hand in a translation or content file', () => {
    const found: string[] = [];
    for (const amount of AMOUNTS) {
      const pattern = writtenOut(amount);
      for (const { where, text } of copy) {
        const file = where.slice(0, where.indexOf('.json') + '.json'.length);
        const match = pattern.exec(text);
        if (match && !ALLOWED.has(`${file}: ${amount}`)) found.push(`${where}: "${match[0]}"`);
      }
    }
    expect(found).toEqual([]);
  });

  it('are named only by variables that exist, in every language', () => {
    const unknown: string[] = [];
    for (const lang of LANGS) {
      const names = new Set(Object.keys(flattenVariables(figureVariables(lang))));
      for (const { where, text } of copy.filter((entry) => entry.where.includes(`/${lang}/`))) {
        for (const [, name] of text.matchAll(/{{\s*(price\.[^}\s]*)\s*}}/g)) {
          if (!names.has(name!)) unknown.push(`${where}: {{${name}}}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('are recognised however a language writes them', () => {
    const shop = writtenOut(2500);
    for (const text of [
      'desde 2.500 € con IVA',
      'from €2,500',
      'des de 2500 €',
      'per 2.500 euros',
    ]) {
      expect(text).toMatch(shop);
    }
    for (const text of ['12.500 €', '2.500,50 €', '2.5000 €', '{{price.tienda-online.from}}']) {
      expect(text).not.toMatch(shop);
    }
  });
});
