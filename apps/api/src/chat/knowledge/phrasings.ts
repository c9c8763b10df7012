import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, ContentError, loadSettings, withStudioVariables } from '@studio/content';
import { foldText, LANGS, studioVariables, type Lang } from '@studio/shared';
import type { Passage } from './site-pages.js';
import { canonicalPath } from './urls.js';

/**
 * What the assistant's search cannot learn from the pages' own words, as data beside the
 * content (`packages/content/data/<lang>/chat.json`): tuning the assistant means editing these
 * files, never its code (decision 019).
 */
export const PhrasingsSchema = z
  .object({
    person: z.array(z.string().min(1)),
    greeting: z.array(z.string().min(1)),
    thanks: z.array(z.string().min(1)),
    /** "¿y para una tienda?": searched with the question before. */
    followUp: z.array(z.string().min(1)),
    /** Words that say nothing of what is asked ("cuánto", "porfa"), besides the stop words. */
    ignore: z.array(z.string().min(1)),
    /** Words of one meaning, one word each (a phrase goes in `asks`); the first names the group. */
    synonyms: z.array(z.array(z.string().regex(/^\S+$/, 'one word, no spaces')).min(2)),
    /** A question closer to one of these than to any passage is declined. */
    offTopic: z.array(z.string().min(1)).default([]),
    /**
     * Visitors' wordings of what a passage answers. `page`: the Spanish path; `id`: the id its
     * heading has on that page (a FAQ's is the entry's id), never its words, so rewording a
     * heading keeps them; no `id`: the page's title.
     */
    asks: z.array(
      z.strictObject({
        page: z.string().startsWith('/'),
        id: z
          .string()
          .regex(/^[^\s#]+$/, 'an element id: no spaces or #')
          .optional(),
        asks: z.array(z.string().min(1)).min(1),
      }),
    ),
  })
  .superRefine((phrasings, ctx) => {
    // A word in two groups, or both a synonym and ignored, would mean whichever the analyser
    // happened to read last ("store": a shop, or keeping data).
    const group = new Map<string, number>();
    phrasings.synonyms.forEach((words, index) => {
      for (const word of words) {
        const known = group.get(foldText(word));
        if (known !== undefined && known !== index) {
          ctx.addIssue({
            code: 'custom',
            path: ['synonyms', index],
            message: `"${word}" is in two groups (${phrasings.synonyms[known]![0]} and ${words[0]})`,
          });
        }
        group.set(foldText(word), index);
      }
    });
    phrasings.ignore.forEach((word, index) => {
      if (group.has(foldText(word))) {
        ctx.addIssue({
          code: 'custom',
          path: ['ignore', index],
          message: `"${word}" is ignored and a synonym`,
        });
      }
    });
  });
export type Phrasings = z.infer<typeof PhrasingsSchema>;

class PhrasingsError extends Error {
  override name = 'PhrasingsError';
}

export const phrasingsFile = (lang: Lang, dir: string = CONTENT_DIR) =>
  path.join(dir, lang, 'chat.json');

/** How `asks` and passages name a passage: its page's Spanish path and its key there. */
export const passageRef = (page: string, key: string | null | undefined) =>
  key ? `${page}#${key}` : page;

/** A visitor asks "what is {{studio}}?": the wordings name the studio as the settings do. */
export function loadPhrasings(dir: string = CONTENT_DIR): Record<Lang, Phrasings> {
  const settings = loadSettings(dir);
  return Object.fromEntries(
    LANGS.map((lang) => {
      const file = phrasingsFile(lang, dir);
      const variables = studioVariables(settings, lang);
      if (!existsSync(file)) throw new PhrasingsError(`${file}: missing`);
      let data: unknown;
      try {
        data = withStudioVariables(file, JSON.parse(readFileSync(file, 'utf8')), variables);
      } catch (error) {
        if (error instanceof ContentError) throw new PhrasingsError(error.message);
        throw new PhrasingsError(`${file}: ${(error as Error).message}`);
      }
      const result = PhrasingsSchema.safeParse(data);
      if (!result.success) {
        throw new PhrasingsError(
          result.error.issues.map((i) => `${file}: ${i.path.join('.')}: ${i.message}`).join('\n'),
        );
      }
      return [lang, result.data];
    }),
  ) as Record<Lang, Phrasings>;
}

/** The `asks` entries naming a passage the built site lacks: one line each, with its file. */
export function unknownAsks(
  phrasings: Record<Lang, Phrasings>,
  passages: Record<Lang, readonly Passage[]>,
  dir: string = CONTENT_DIR,
): string[] {
  return LANGS.flatMap((lang) => {
    const known = new Set(passages[lang].map((p) => passageRef(canonicalPath(p.url), p.key)));
    return phrasings[lang].asks
      .map((entry, index) => ({ ref: passageRef(entry.page, entry.id), index }))
      .filter(({ ref }) => !known.has(ref))
      .map(
        ({ ref, index }) =>
          `${phrasingsFile(lang, dir)}: asks.${index} names ${ref}, which no built page has`,
      );
  });
}
