import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { z } from 'zod';
import {
  CONTENT_LIST_NAMES,
  CONTENT_LISTS,
  figureVariables,
  fillVariables,
  flattenVariables,
  LANGS,
  placeholdersIn,
  PricingSchema,
  SiteSettingsSchema,
  studioVariables,
  type ContentList,
  type ContentListName,
  type Lang,
  type Pricing,
  type SiteSettings,
} from '@studio/shared';

/** The folder holding `settings.json`, `pricing.json` and one folder of lists per language. */
export const CONTENT_DIR = fileURLToPath(new URL('../data', import.meta.url));

/** The studio's own files, each with the variable that names another studio's in its place. */
const STUDIO_FILES = {
  'settings.json': 'STUDIO_SETTINGS',
  'pricing.json': 'STUDIO_PRICING',
} as const;

/**
 * Who the studio is and what it charges: `STUDIO_SETTINGS` and `STUDIO_PRICING` name other files
 * for the build, the server and the CLI alike (the fixture studio's test builds the site with
 * both; apps/web/astro.config.mjs points the pages' imports at them), else the file in `dir`.
 */
export function studioFile(name: keyof typeof STUDIO_FILES, dir: string = CONTENT_DIR): string {
  const chosen = process.env[STUDIO_FILES[name]];
  return chosen ? path.resolve(chosen) : path.join(dir, name);
}

export type ContentLists = { [N in ContentListName]: ContentList<N> };

export interface Content {
  settings: SiteSettings;
  pricing: Pricing;
  lists: Record<Lang, ContentLists>;
}

/** A content file that does not match its schema; the message names file, entry and field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(`${file}: cannot be read`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${file}: invalid JSON (${(error as Error).message})`);
  }
}

/** "entry 3 (slug), field answer" for a list's entry, else the path. */
function locate(data: unknown, where: readonly PropertyKey[]): string {
  const [first, ...rest] = where;
  if (typeof first === 'number' && Array.isArray(data)) {
    const entry = data[first] as { slug?: unknown; id?: unknown } | undefined;
    const name = entry?.slug ?? entry?.id;
    return `entry ${first}${typeof name === 'string' ? ` (${name})` : ''}, field ${rest.join('.') || '(entry)'}`;
  }
  return where.join('.') || '(root)';
}

/** A name as `{{…}}` writes it, and what it stands for. */
type Variables = Readonly<Record<string, string>>;

/**
 * Every string of `value` with the studio's variables filled in (`{{studio}}`, `{{phone}}`…), so
 * the pages, the API's lists and the chat all read the final text. A placeholder that names no
 * variable is reported with where it is, never left for a visitor to see.
 */
function fillStrings(
  value: unknown,
  variables: Variables,
  where: PropertyKey[],
  unknown: { where: PropertyKey[]; placeholder: string }[],
): unknown {
  if (typeof value === 'string') {
    const filled = fillVariables(value, variables);
    for (const placeholder of placeholdersIn(filled)) unknown.push({ where, placeholder });
    return filled;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => fillStrings(item, variables, [...where, index], unknown));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillStrings(item, variables, [...where, key], unknown),
      ]),
    );
  }
  return value;
}

/**
 * `data`, read from `file`, with the studio's variables filled into every string. Throws a
 * ContentError naming the file and where each placeholder is that names no variable.
 */
export function withStudioVariables(file: string, data: unknown, variables: Variables): unknown {
  const unknown: { where: PropertyKey[]; placeholder: string }[] = [];
  const filled = fillStrings(data, variables, [], unknown);
  if (unknown.length > 0) {
    // The figures' names are many: one of each kind is enough to show how they are written.
    const known = Object.keys(variables)
      .filter((name) => !name.startsWith('price.') || name.startsWith('price.tienda-online.'))
      .join(', ');
    throw new ContentError(
      unknown
        .map(
          ({ where, placeholder }) =>
            `${file}: ${locate(data, where)}: ${placeholder} is not one of the studio's variables (${known})`,
        )
        .join('\n'),
    );
  }
  return filled;
}

function parseFile<S extends z.ZodType>(
  file: string,
  schema: S,
  variables?: Variables,
): z.infer<S> {
  const raw = readJson(file);
  const data = variables ? withStudioVariables(file, raw, variables) : raw;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (issue) => `${file}: ${locate(data, issue.path)}: ${issue.message}`,
  );
  throw new ContentError(issues.join('\n'));
}

/** The studio's settings alone (settings.json, or STUDIO_SETTINGS' file), validated. */
export function loadSettings(dir: string = CONTENT_DIR): SiteSettings {
  return parseFile(studioFile('settings.json', dir), SiteSettingsSchema);
}

function keyOf(entry: unknown, index: number): string {
  const { slug, id } = entry as { slug?: string; id?: string };
  return slug ?? id ?? `#${index}`;
}

/** The studio's prices, terms and fees (pricing.json, or STUDIO_PRICING's file), validated. */
export function loadPricing(dir: string = CONTENT_DIR): Pricing {
  return parseFile(studioFile('pricing.json', dir), PricingSchema);
}

/** What a content file of `lang` may name: the studio (settings.json) and its figures (pricing.json). */
export function contentVariables(
  { settings, pricing }: Pick<Content, 'settings' | 'pricing'>,
  lang: Lang,
): Record<string, string> {
  return {
    ...studioVariables(settings, lang),
    ...flattenVariables(figureVariables(pricing, lang)),
  };
}

/**
 * Reads and validates every content file, with the studio's variables and figures filled into
 * the lists' text. Throws a ContentError naming the file, entry and field of each problem,
 * including lists whose entries differ between languages and placeholders that name no variable.
 */
export function loadContent(dir: string = CONTENT_DIR): Content {
  const settings = loadSettings(dir);
  const pricing = loadPricing(dir);
  const listFile = (lang: Lang, name: ContentListName) => path.join(dir, lang, `${name}.json`);
  const lists = {} as Record<Lang, ContentLists>;
  for (const lang of LANGS) {
    const variables = contentVariables({ settings, pricing }, lang);
    const perLang = {} as Record<ContentListName, unknown>;
    for (const name of CONTENT_LIST_NAMES) {
      perLang[name] = parseFile(listFile(lang, name), CONTENT_LISTS[name], variables);
    }
    lists[lang] = perLang as ContentLists;
  }
  const problems: string[] = [];
  for (const name of CONTENT_LIST_NAMES) {
    const reference = (lists.es[name] as unknown[]).map(keyOf);
    const duplicates = reference.filter((key, i) => reference.indexOf(key) !== i);
    if (duplicates.length > 0) {
      problems.push(`${listFile('es', name)}: duplicate entries ${duplicates.join(', ')}`);
    }
    for (const lang of LANGS) {
      const keys = (lists[lang][name] as unknown[]).map(keyOf);
      if (keys.join('|') !== reference.join('|')) {
        problems.push(
          `${listFile(lang, name)}: entries must match es/${name}.json in the same order ` +
            `(es: ${reference.join(', ')}; ${lang}: ${keys.join(', ')})`,
        );
      }
    }
  }
  // One question, one filter: a category changed in one language only would move it there.
  const categories = new Map(lists.es.faqs.map((faq) => [faq.id, faq.category]));
  for (const lang of LANGS) {
    for (const faq of lists[lang].faqs) {
      const expected = categories.get(faq.id);
      if (expected !== undefined && faq.category !== expected) {
        problems.push(
          `${listFile(lang, 'faqs')}: entry ${faq.id}: category ${String(faq.category)}, ` +
            `es/faqs.json says ${String(expected)}`,
        );
      }
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return { settings, pricing, lists };
}
