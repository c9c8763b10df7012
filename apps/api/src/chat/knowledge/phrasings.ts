import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '@studio/content';
import { foldText, LANGS, type Lang } from '@studio/shared';

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
    /** `page`: the Spanish path; `heading`: as shown. */
    asks: z.array(
      z.object({
        page: z.string().startsWith('/'),
        heading: z.string().min(1),
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

export function loadPhrasings(dir: string = CONTENT_DIR): Record<Lang, Phrasings> {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const file = path.join(dir, lang, 'chat.json');
      if (!existsSync(file)) throw new PhrasingsError(`${file}: missing`);
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
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
