import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LANGS, foldText, type Lang } from '@studio/shared';
import type { ChatAnswer } from '../provider.js';
import { canonicalPath } from '../knowledge/urls.js';
import { resolveFigures } from './figures.js';

/**
 * `held-out.json`: questions written from the built pages alone by someone who had read neither
 * the assistant's code nor the tuning cases (`cases.ts`), committed before the assistant was
 * changed. Never edited to make a case pass; its facts that are figures of the studio's data
 * name them (figures.ts), each with the figure as it was written.
 */

export const HELD_OUT_KINDS = [
  'answer',
  'follow-up',
  'cross-language',
  'suggestion',
  'false-premise',
  'decline',
] as const;
export type HeldOutKind = (typeof HELD_OUT_KINDS)[number];

const SourceSchema = z.object({ path: z.string().startsWith('/'), heading: z.string().optional() });

const HeldOutCaseSchema = z.object({
  id: z.string(),
  lang: z.enum(LANGS),
  page: z.enum(LANGS).optional(),
  kind: z.enum(HELD_OUT_KINDS),
  before: z.array(z.string()).optional(),
  question: z.string().min(1),
  /**
   * Each inner list is one fact; any one of its alternatives in the reply is enough. A figure of
   * the studio's data is named, `{{pricing.tienda-online.from|2.500}} €`, so that the fact
   * follows the data (figures.ts).
   */
  facts: z.array(z.array(z.string()).min(1)),
  /** The Spanish path, and the heading the words stand under. */
  source: z.array(SourceSchema),
  mustNot: z.array(z.string()).optional(),
  note: z.string().optional(),
});
export type HeldOutCase = z.infer<typeof HeldOutCaseSchema>;

export const HELD_OUT_FILE = new URL('../../../src/chat/eval/held-out.json', import.meta.url);

/**
 * Written the same way after the assistant's tuning, and sealed: only `npm run eval:chat --
 * --sealed` runs it, printing figures without failures. Never tune on it, never edit it
 * (eval.test.ts holds its digest).
 */
export const SEALED_FILE = new URL('../../../src/chat/eval/held-out-2.json', import.meta.url);

/**
 * Written the same way, each measured once before any tuning on it, then tuned on like cases.ts:
 * tuning follows how visitors ask rather than how the tuner does.
 */
export const VISITORS_FILES = [
  'visitors.json',
  'visitors-2.json',
  'visitors-3.json',
  'visitors-4.json',
].map((name) => new URL(`../../../src/chat/eval/${name}`, import.meta.url));

/** The cases of a set, each figure its facts name filled in from today's data. */
export function loadHeldOut(file: URL | string = HELD_OUT_FILE): HeldOutCase[] {
  const cases = z.array(HeldOutCaseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
  return cases.map((item) => ({
    ...item,
    facts: item.facts.map((alternatives) =>
      alternatives.map((fact) => {
        try {
          return resolveFigures(fact, item.lang);
        } catch (error) {
          throw new Error(`${String(file)}: ${item.id}: ${(error as Error).message}`);
        }
      }),
    ),
  }));
}

/** "1.500", "1,500" and "1500" alike. */
function normalizeFact(text: string): string {
  return foldText(text)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/(\d)[.,](\d{3})(?!\d)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const sameHeading = (a: string, b: string) => normalizeFact(a) === normalizeFact(b);

function citedPlaces(answer: ChatAnswer): { path: string; heading?: string }[] {
  const places = [...(answer.sources ?? []), ...(answer.suggested ?? [])].map((source) => ({
    path: canonicalPath(source.url),
    heading: source.heading,
  }));
  if (places.length === 0) {
    // An assistant that does not say its sources: the pages its text links to.
    for (const match of answer.text.matchAll(/\]\((\/[^)\s]*)\)/g)) {
      places.push({ path: canonicalPath(match[1]!), heading: undefined as unknown as string });
    }
  }
  return places;
}

const AFFIRMATION =
  /^[^\p{L}\d]*(s[ií]|yes|yeah|correct[oe]?|exact[oa]?|efectivamente|en efecte|aix[ií] [eé]s|that'?s right|right|cert|claro|clar|of course|per descomptat|por supuesto|sure)(?!\p{L})/iu;

export interface HeldOutVerdict {
  /** Null for the kinds without facts to hold. */
  fact: boolean | null;
  /** Cited by the reply or among its suggestions. */
  passage: boolean | null;
  confirmedFalse: boolean;
  /** An on-topic question got "not on the site". */
  declinedOnTopic: boolean;
  /** An off-topic question got prices or services. */
  offTopicAnswered: boolean;
  language: boolean | null;
  failures: string[];
}

const PRICE = /\d\s?€|€\s?\d|\bEUR\b/;

export function judgeHeldOut(
  item: HeldOutCase,
  answer: ChatAnswer,
  replyLang: Lang | null,
): HeldOutVerdict {
  const failures: string[] = [];
  const text = normalizeFact(answer.text);
  const onTopic = item.kind !== 'decline' && item.kind !== 'false-premise';
  let fact: boolean | null = null;
  if (['answer', 'follow-up', 'cross-language'].includes(item.kind) && item.facts.length > 0) {
    const missing = item.facts.filter(
      (alternatives) => !alternatives.some((alt) => text.includes(normalizeFact(alt))),
    );
    fact = missing.length === 0;
    for (const alternatives of missing) failures.push(`missing fact ${alternatives.join(' | ')}`);
  }
  let passage: boolean | null = null;
  if (onTopic && item.source.length > 0) {
    const places = citedPlaces(answer);
    passage = item.source.some((source) =>
      places.some(
        (place) =>
          place.path === source.path &&
          (!source.heading || !place.heading || sameHeading(place.heading, source.heading)),
      ),
    );
    if (!passage) failures.push('right passage neither cited nor suggested');
  }
  const confirmedFalse =
    item.kind === 'false-premise' &&
    (AFFIRMATION.test(answer.text) ||
      (item.mustNot ?? []).some((words) => text.includes(normalizeFact(words))));
  if (confirmedFalse) failures.push('confirms the false premise');
  const declinedOnTopic = onTopic && answer.kind === 'not-found';
  if (declinedOnTopic) failures.push('declined an on-topic question');
  const offTopicAnswered =
    item.kind === 'decline' &&
    (PRICE.test(answer.text) ||
      (answer.suggestions ?? []).length > 0 ||
      (answer.sources ?? []).length > 0);
  if (offTopicAnswered) failures.push('answered an off-topic question with the site’s offer');
  const language = replyLang === null ? null : replyLang === item.lang;
  if (language === false) failures.push(`answered in ${replyLang}`);
  if (answer.text.trim() === '') failures.push('empty answer');
  return { fact, passage, confirmedFalse, declinedOnTopic, offTopicAnswered, language, failures };
}
