import type { Content } from '@studio/content';
import { CHAT_LIMITS, routeUrl, type Lang } from '@studio/shared';
import type { Passage } from '../knowledge/site-pages.js';
import type { ChatAnswer, ChatSource } from '../provider.js';
import { isNumber, words } from '../retrieval/analyzer.js';
import { passageQuestion, type Hit, type Retrieval, type SiteSearch } from '../retrieval/search.js';
import { PHRASES } from './phrases.js';

// The assistant adds no fact of its own (decision 019): a passage that clearly answers is
// quoted with a link to where the site says it, close ones become suggestions, and nothing
// close is said plainly. It never starts with a "yes": a passage that answers its own question
// with one is quoted after that question.

/** A passage answers clearly when it holds this share of the question's meaning… */
const CLEAR_COVERAGE = 0.5;
/** …and at most this many others hold as much and rank almost as high (RIVAL_SCORE). */
const MAX_RIVALS = 2;
/** Share of the answer's score above which a passage holding as much of the question rivals it. */
const RIVAL_SCORE = 0.75;
export const CLOSE_COVERAGE = 0.4;
const QUOTE_CHARS = 480;

export type Decision =
  /**
   * `related`: passages almost as close, offered beside the answer; `rivalled`: whether some
   * hold as much of the question and rank almost as high (the answer is a guess among them).
   */
  | { kind: 'answer'; hit: Hit; related: Hit[]; rivalled: boolean }
  | { kind: 'unsure'; hits: Hit[] }
  | { kind: 'not-found' };

export function decide({ hits, terms }: Retrieval): Decision {
  const close = hits.filter((hit) => hit.coverage >= CLOSE_COVERAGE);
  const distinct = distinctQuestions(close);
  const [top, ...rest] = distinct;
  if (!top) return { kind: 'not-found' };
  // More than a couple of rivals mean the question is too vague to pick one ("¿precios?").
  const rivals = rest.filter(
    (hit) => hit.coverage >= top.coverage && hit.score >= RIVAL_SCORE * top.score,
  );
  // A single word ("garantía") names a topic, answered only when few other passages hold it.
  const topics = terms.filter((term) => !isNumber(term)).length;
  if (top.coverage >= CLEAR_COVERAGE && (topics >= 2 || rivals.length <= MAX_RIVALS)) {
    return {
      kind: 'answer',
      hit: top,
      related: rivals.slice(0, MAX_RIVALS),
      rivalled: rivals.length > 0,
    };
  }
  // A long question holds words the site has no use for (the visitor's own story: "tengo una
  // panadería…"), so no passage holds half of it; one close passage that no other comes near
  // is still its answer, with the next ones offered. It must hold two of the question's
  // subjects: one word in common is a coincidence ("video games" and a meeting by video call).
  if (topics >= 2 && rivals.length === 0 && top.subjects >= 2) {
    return { kind: 'answer', hit: top, related: rest.slice(0, MAX_RIVALS), rivalled: false };
  }
  // Among passages as close, a page's opening and the FAQ's questions are offered before the
  // cards inside a page: a vague question ("seguridad") is better served by the overview.
  const offered = [...distinct].sort((a, b) => step(b) - step(a) || broad(b) - broad(a));
  return { kind: 'unsure', hits: offered.slice(0, CHAT_LIMITS.maxSuggestions) };
}

/** Passages within a twentieth of the question of each other are as close. */
const step = (hit: Hit) => Math.round(hit.coverage * 20);

const broad = ({ passage }: Hit) =>
  passage.parents.length === 0 || isQuestion(passage.heading) ? 1 : 0;

/** A passage shown on two pages is offered once. */
function distinctQuestions<H extends Hit>(hits: readonly H[]): H[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    const question = passageQuestion(hit.passage);
    if (seen.has(question)) return false;
    seen.add(question);
    return true;
  });
}

const sourceOf = ({ passage }: Hit): ChatSource => ({
  url: passage.url,
  pageName: passage.pageName,
  heading: passage.heading,
});

function sentencesOf(text: string, lang: Lang): { text: string; opens: boolean }[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  return text.split('\n').flatMap((line) =>
    [...segmenter.segment(line)]
      .map(({ segment }) => segment.trim())
      .filter(Boolean)
      .map((sentence, index) => ({ text: sentence, opens: index === 0 })),
  );
}

/**
 * A long passage is quoted where it speaks of what was asked: the run of sentences that fits
 * and holds most of the question's terms, never cut mid-word.
 */
export function quoteOf(passage: Passage, terms: readonly string[], search: SiteSearch): string {
  if (passage.text.length <= QUOTE_CHARS) return passage.text;
  const wanted = new Set(terms);
  const sentences = sentencesOf(passage.text, search.lang);
  const found = sentences.map(({ text }) => new Set(search.analyzer.terms(text)));
  let best = { start: 0, end: 1, score: -1 };
  for (let start = 0; start < sentences.length; start++) {
    // A list's items read with the line that introduces them.
    const from = start > 0 && sentences[start - 1]!.text.endsWith(':') ? start - 1 : start;
    const held = new Set<string>();
    let length = 0;
    let end = from;
    while (end < sentences.length && length + sentences[end]!.text.length <= QUOTE_CHARS) {
      length += sentences[end]!.text.length + 1;
      for (const term of found[end]!) if (wanted.has(term)) held.add(term);
      end++;
    }
    if (held.size > best.score && end > from) best = { start: from, end, score: held.size };
  }
  if (best.score < 0) {
    // One sentence longer than a quote: its words up to the limit.
    const cut = passage.text.slice(0, QUOTE_CHARS);
    return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
  }
  return sentences
    .slice(best.start, best.end)
    .map(({ text, opens }, index) => (index > 0 && opens ? `\n${text}` : text))
    .join(' ')
    .replace(/ \n/g, '\n');
}

const isQuestion = (heading: string) => /\?$/.test(heading);

export function answerWith(
  hit: Hit,
  terms: readonly string[],
  search: SiteSearch,
  related: readonly Hit[] = [],
): ChatAnswer {
  const { passage } = hit;
  const p = PHRASES[search.lang];
  const place =
    isQuestion(passage.heading) || passage.heading === passage.pageName
      ? passage.pageName
      : `${passage.pageName} · ${passage.heading}`;
  const lines = [
    ...(isQuestion(passage.heading) ? [passage.heading] : []),
    quoteOf(passage, terms, search),
    ...(passage.summary ? [passage.summary] : []),
    `${p.moreAt} [${place}](${passage.url}).`,
  ];
  return {
    text: lines.join('\n'),
    handover: false,
    kind: 'answer',
    sources: [sourceOf(hit)],
    ...(related.length > 0
      ? {
          suggestions: related.map((other) => passageQuestion(other.passage)),
          suggested: related.map(sourceOf),
        }
      : {}),
  };
}

export function unsureWith(hits: readonly Hit[], lang: Lang): ChatAnswer {
  return {
    text: PHRASES[lang].unsure,
    handover: true,
    kind: 'unsure',
    suggestions: hits.map((hit) => passageQuestion(hit.passage)),
    suggested: hits.map(sourceOf),
  };
}

/** Who the studio is and its terms: its name greets, its reply time is promised. */
export type Studio = Pick<Content, 'settings' | 'pricing'>;

export function notFound(lang: Lang, { settings, pricing }: Studio): ChatAnswer {
  const within = pricing.terms.replyWithinHours;
  return {
    text: PHRASES[lang].notFound(routeUrl('contact', lang), within, settings.studioName),
    handover: true,
    kind: 'not-found',
  };
}

export function saysAnyOf(text: string, phrases: readonly string[]): boolean {
  const folded = ` ${words(text).join(' ')} `;
  return phrases.some((phrase) => folded.includes(` ${words(phrase).join(' ')} `));
}
