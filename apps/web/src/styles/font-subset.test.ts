// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@studio/shared';
import { FONT_CHARACTERS } from '../../scripts/subset-font.mjs';
import { formatMoney, formatMoneyRange, formatPercentRange } from '../lib/format';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every file under `dir` whose name matches `pattern`. */
function filesIn(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The characters of `text` the site's font does not have, with where they were found. */
function missing(texts: Map<string, string>): string[] {
  const font = new Set(FONT_CHARACTERS);
  const out: string[] = [];
  for (const [where, text] of texts) {
    for (const char of new Set(text.replace(/[\n\r\t]/g, ''))) {
      if (!font.has(char)) {
        const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        out.push(`${code} "${char}" in ${path.relative(repo, where) || where}`);
      }
    }
  }
  return out;
}

describe('the site font (scripts/subset-font.mjs)', () => {
  it('has every character of the translations, the content and the assistant’s phrases', () => {
    const files = [
      ...filesIn(path.join(repo, 'packages/content/locales'), /\.json$/),
      ...filesIn(path.join(repo, 'packages/content/data'), /\.json$/),
      ...filesIn(path.join(repo, 'apps/api/src/chat/answer'), /\.ts$/),
    ];
    expect(files.length).toBeGreaterThan(30);
    expect(missing(new Map(files.map((file) => [file, readFileSync(file, 'utf8')])))).toEqual([]);
  });

  it('has every character of the number and date formats, in every language', () => {
    const texts = new Map<string, string>();
    for (const lang of LANGS) {
      const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : `${lang}-ES`, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Madrid',
      });
      const months = Array.from({ length: 12 }, (_, month) =>
        date.format(new Date(Date.UTC(2026, month, 15, 16, 30))),
      );
      texts.set(
        `formats (${lang})`,
        [
          formatMoney(1500.5, lang),
          formatMoney(99, lang, 'USD'),
          formatMoneyRange(1000, 25000, lang),
          formatPercentRange(1.5, 2.5, lang),
          ...months,
        ].join(' '),
      );
    }
    expect(missing(texts)).toEqual([]);
  });
});
