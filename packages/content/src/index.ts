import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { z } from 'zod';
import {
  CONTENT_LIST_NAMES,
  CONTENT_LISTS,
  LANGS,
  SiteSettingsSchema,
  type ContentList,
  type ContentListName,
  type Lang,
  type SiteSettings,
} from '@studio/shared';

/** The folder holding `settings.json` and one folder of lists per language. */
export const CONTENT_DIR = fileURLToPath(new URL('../data', import.meta.url));

export type ContentLists = { [N in ContentListName]: ContentList<N> };

export interface Content {
  settings: SiteSettings;
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

function describeIssues(file: string, data: unknown, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const [first, ...rest] = issue.path;
      let where = issue.path.join('.') || '(root)';
      if (typeof first === 'number' && Array.isArray(data)) {
        const entry = data[first] as { slug?: unknown; id?: unknown } | undefined;
        const name = entry?.slug ?? entry?.id;
        where = `entry ${first}${typeof name === 'string' ? ` (${name})` : ''}, field ${rest.join('.') || '(entry)'}`;
      }
      return `${file}: ${where}: ${issue.message}`;
    })
    .join('\n');
}

function parseFile<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const data = readJson(file);
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(describeIssues(file, data, result.error));
  return result.data;
}

function keyOf(entry: unknown, index: number): string {
  const { slug, id } = entry as { slug?: string; id?: string };
  return slug ?? id ?? `#${index}`;
}

/**
 * Reads and validates every content file. Throws a ContentError naming the file, entry and
 * field of each problem, including lists whose entries differ between languages.
 */
export function loadContent(dir: string = CONTENT_DIR): Content {
  const settings = parseFile(path.join(dir, 'settings.json'), SiteSettingsSchema);
  const lists = {} as Record<Lang, ContentLists>;
  for (const lang of LANGS) {
    const perLang = {} as Record<ContentListName, unknown>;
    for (const name of CONTENT_LIST_NAMES) {
      perLang[name] = parseFile(path.join(dir, lang, `${name}.json`), CONTENT_LISTS[name]);
    }
    lists[lang] = perLang as ContentLists;
  }
  const problems: string[] = [];
  for (const name of CONTENT_LIST_NAMES) {
    const reference = (lists.es[name] as unknown[]).map(keyOf);
    const duplicates = reference.filter((key, i) => reference.indexOf(key) !== i);
    if (duplicates.length > 0) {
      problems.push(
        `${path.join(dir, 'es', `${name}.json`)}: duplicate entries ${duplicates.join(', ')}`,
      );
    }
    for (const lang of LANGS) {
      const keys = (lists[lang][name] as unknown[]).map(keyOf);
      if (keys.join('|') !== reference.join('|')) {
        problems.push(
          `${path.join(dir, lang, `${name}.json`)}: entries must match es/${name}.json in the same order ` +
            `(es: ${reference.join(', ')}; ${lang}: ${keys.join(', ')})`,
        );
      }
    }
  }
  if (problems.length > 0) throw new ContentError(problems.join('\n'));
  return { settings, lists };
}
