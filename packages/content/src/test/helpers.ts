/**
 * What the content package's tests share: the repository's own copy and data, which the lint
 * tests check against each other, and a throwaway copy of the content to break.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  LANGS,
  PricingSchema,
  SiteSettingsSchema,
  type Pricing,
  type SiteSettings,
} from '@studio/shared';
import { CONTENT_DIR } from '../index.js';

export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Every translation and content file of each language: where the copy lives. */
export const COPY_FILES = LANGS.flatMap((lang) =>
  ['locales', 'data'].flatMap((kind) =>
    readdirSync(path.join(PACKAGE_DIR, kind, lang))
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(kind, lang, name)),
  ),
);

/** Every string of a value, with where it is. */
export function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${where}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`));
  }
  return [];
}

/**
 * Strings in the studio's voice. Left out: the chat's `asks` and `offTopic`, how a visitor may
 * word a question ("una web por 2500 euros", "¿con quién trato de los ocho?"): the visitor's
 * words and the figures the visitor has in mind, not the studio's claim.
 */
export const VISITOR_WORDS = /^data\/\w+\/chat\.json\.(asks\[\d+\]\.asks|offTopic)\[/;

/** The front matter's keys that hold no words: dates, ids, counts, technologies' names. */
const NOT_WORDS = {
  blog: /^(published|updated|cover|author|category|tags|draft):/,
  projects: /^(year|duration|stack|service):/,
} as const;

/**
 * Each post's and case study's words (its front matter's and its body's lines, not its dates or
 * ids), as `blog/<lang>/<key>.md:<line>` or `projects/…`, so a test reads their language as the
 * JSON files'.
 */
function markdownLines(): { where: string; text: string }[] {
  return (Object.keys(NOT_WORDS) as (keyof typeof NOT_WORDS)[]).flatMap((kind) => {
    const dir = path.join(PACKAGE_DIR, kind);
    return readdirSync(dir).flatMap((key) =>
      LANGS.flatMap((lang) => {
        const file = path.join(dir, key, `${lang}.md`);
        if (!existsSync(file)) return [];
        return readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ where: `${kind}/${lang}/${key}.md:${index + 1}`, text: line }))
          .filter(({ text }) => text.trim() !== '' && !NOT_WORDS[kind].test(text));
      }),
    );
  });
}

/** The repository's copy in the studio's voice, each string with its file and place. */
export const copy = [
  ...COPY_FILES.flatMap((file) =>
    stringsOf(JSON.parse(readFileSync(path.join(PACKAGE_DIR, file), 'utf8')), file),
  ),
  ...markdownLines(),
].filter(({ where }) => !VISITOR_WORDS.test(where));

const readData = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(CONTENT_DIR, name), 'utf8'));

/**
 * The repository's own settings and prices, which its copy is written against: never the files
 * STUDIO_SETTINGS and STUDIO_PRICING name, another studio's, that the suite may run on.
 */
export const ownSettings = (): SiteSettings => SiteSettingsSchema.parse(readData('settings.json'));
export const ownPricing = (): Pricing => PricingSchema.parse(readData('pricing.json'));

/**
 * A fresh copy of the content folder for each test, to edit and load with `loadContent(dir())`.
 * The copy is the whole studio: STUDIO_SETTINGS and STUDIO_PRICING, which name another studio's
 * files for the build and the server, are unset while it is read.
 */
export function useContentCopy(): () => string {
  let dir = '';
  beforeEach(() => {
    vi.stubEnv('STUDIO_SETTINGS', '');
    vi.stubEnv('STUDIO_PRICING', '');
    dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    cpSync(CONTENT_DIR, dir, { recursive: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
