import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { LANGS, type Lang } from '@studio/shared';
import type { Passage } from '../knowledge/site-pages.js';
import { passageRef, type Phrasings } from '../knowledge/phrasings.js';
import { canonicalPath } from '../knowledge/urls.js';
import { Analyzer, isNumber, STOP_MARK, words } from './analyzer.js';

// Besides MiniSearch's BM25 ranking, the search says how much of the question the best passages
// cover, so the answer can tell a clear hit from a guess and from nothing at all.

export interface Hit {
  passage: Passage;
  score: number;
  /** The question's terms it holds, each weighed by its rarity on the site (0-1). */
  coverage: number;
}

export interface Found extends Hit {
  /** How many of the question's words that name a subject it holds, as typed. */
  subjects: number;
}

export interface Retrieval {
  terms: string[];
  hits: Found[];
  /** An off-topic example ("¿quién ganó la liga?") matched it best: then no hits. */
  offTopic?: boolean;
}

interface PassageDoc {
  id: string;
  heading: string;
  context: string;
  asks: string;
  text: string;
}

/** Off-topic examples are indexed as asks alone. */
type Doc = PassageDoc | Pick<PassageDoc, 'id' | 'asks'>;

interface Ranked extends Pick<Found, 'score' | 'coverage' | 'subjects'> {
  /** How close the question is to the nearest of its asks, as a whole (0-1). */
  similar: number;
}

/**
 * BM25's score (relative to the best) beside the share of the question held: a passage holding
 * a little more of the question outranks one BM25 prefers only by more than this.
 */
const SCORE_WEIGHT = 0.3;
/** The same question asked another way (close to one of a passage's asks) is the surest sign. */
const ASK_WEIGHT = 1;
const ASK_RANK_WEIGHT = 0.4;
/**
 * A follow-up's share the question before holds: "¿y cuánto dura?" is in every passage with a
 * duration, and the one about what was asked before is its answer.
 */
const EARLIER_SHARE = 0.3;
/**
 * About what a common term of the site weighs, so "your email" leans towards "what is your
 * email address?" without outweighing the words that name a subject.
 */
const STOP_WORD_WEIGHT = 1;

const OFF_TOPIC = 'off-topic:';

/** As a suggestion's button shows it and sends it back. */
export function passageQuestion(passage: Passage): string {
  return /\?$/.test(passage.heading) || passage.heading.includes(passage.pageName)
    ? passage.heading
    : `${passage.pageName}: ${passage.heading}`;
}

export class SiteSearch {
  readonly analyzer: Analyzer;
  private readonly index: MiniSearch<Doc>;
  private readonly passages = new Map<string, Passage>();
  private readonly askWordings = new Map<string, Set<string>[]>();
  private readonly frequency = new Map<string, number>();
  private readonly byQuestion = new Map<string, Passage>();
  /** What typos are corrected to, with how often each word is used. */
  private readonly vocabulary = new SearchableMap<number>();

  constructor(
    readonly lang: Lang,
    passages: readonly Passage[],
    phrasings: Phrasings,
  ) {
    this.analyzer = new Analyzer(lang, phrasings.synonyms, phrasings.ignore);
    const asks = new Map<string, string[]>();
    for (const entry of phrasings.asks) {
      const key = passageRef(entry.page, entry.id);
      asks.set(key, [...(asks.get(key) ?? []), ...entry.asks]);
    }
    const docs: PassageDoc[] = [];
    const seen = new Set<string>();
    for (const passage of passages) {
      // A card repeated on several pages (a related service) is known once, where it first
      // appears in the route table (the overview before the detail pages).
      const sameWords = `${passage.heading}\n${passage.text}\n${passage.summary ?? ''}`;
      if (seen.has(sameWords)) continue;
      seen.add(sameWords);
      this.passages.set(passage.id, passage);
      this.byQuestion.set(words(passageQuestion(passage)).join(' '), passage);
      const key = passageRef(canonicalPath(passage.url), passage.key);
      this.askWordings.set(
        passage.id,
        (asks.get(key) ?? []).map((ask) => new Set(this.analyzer.wording(ask))),
      );
      docs.push({
        id: passage.id,
        heading: passage.heading,
        context: [passage.pageName, ...passage.parents.slice(1), ...passage.labels].join(' '),
        asks: (asks.get(key) ?? []).join('\n'),
        text: passage.text,
      });
    }
    const offTopic = phrasings.offTopic.map((example, i) => ({
      id: `${OFF_TOPIC}${i}`,
      asks: example,
    }));
    const known = [
      ...docs.flatMap((doc) => [doc.heading, doc.context, doc.asks, doc.text]),
      ...phrasings.offTopic,
      ...phrasings.synonyms.flat(),
      ...phrasings.ignore,
      ...phrasings.greeting,
      ...phrasings.thanks,
      ...phrasings.person,
    ];
    for (const word of known.flatMap((text) => words(text))) {
      this.vocabulary.update(word, (count = 0) => count + 1);
    }
    this.index = new MiniSearch<Doc>({
      fields: ['heading', 'context', 'asks', 'text'],
      tokenize: (text) => words(text),
      processTerm: (term) => this.analyzer.term(term),
      searchOptions: {
        boost: { heading: 2, asks: 3, context: 2, text: 1 },
        // Typos are fixed before the search (`correct`); a word may still begin a longer one.
        prefix: (term) => term.length >= 5 && !isNumber(term),
        weights: { fuzzy: 0.5, prefix: 0.6 },
      },
    });
    this.index.addAll([...docs, ...offTopic]);
    for (const example of offTopic) {
      this.askWordings.set(example.id, [new Set(this.analyzer.wording(example.asks))]);
    }
    for (const doc of docs) {
      const terms = new Set(
        this.analyzer.terms([doc.heading, doc.context, doc.asks, doc.text].join(' ')),
      );
      for (const term of terms) this.frequency.set(term, (this.frequency.get(term) ?? 0) + 1);
    }
  }

  correct(question: string): string {
    return this.corrections(question)
      .map(({ word }) => word)
      .join(' ');
  }

  private corrections(question: string): { word: string; typed: string; corrected: boolean }[] {
    return words(question).map((word) => {
      if (word.length < 5 || isNumber(word) || this.vocabulary.has(word)) {
        return { word, typed: word, corrected: false };
      }
      // The nearest spelling, and among those the most used.
      const [best] = [...this.vocabulary.fuzzyGet(word, word.length >= 6 ? 2 : 1)].sort(
        ([, [countA, distanceA]], [, [countB, distanceB]]) =>
          distanceA - distanceB || countB - countA,
      );
      return best
        ? { word: best[0], typed: word, corrected: true }
        : { word, typed: word, corrected: false };
    });
  }

  suggested(text: string): Passage | undefined {
    return this.byQuestion.get(words(text).join(' '));
  }

  private weightOf(terms: readonly string[]): number {
    return terms.reduce((sum, term) => sum + this.weight(term), 0);
  }

  /** BM25's inverse document frequency. */
  private weight(term: string): number {
    const n = this.passages.size;
    const df = this.frequency.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  private wordingWeight(term: string): number {
    return term.startsWith(STOP_MARK) ? STOP_WORD_WEIGHT : this.weight(term);
  }

  /** Weighted Dice with the nearest of a passage's asks (or an off-topic example). */
  private askSimilarity(id: string, wording: readonly string[]): number {
    const asked = new Set(wording.filter((term) => !isNumber(term)));
    if (asked.size === 0) return 0;
    let best = 0;
    for (const ask of this.askWordings.get(id) ?? []) {
      let shared = 0;
      let size = 0;
      for (const term of asked) {
        const weight = this.wordingWeight(term);
        size += weight;
        if (ask.has(term)) shared += weight;
      }
      for (const term of ask) size += this.wordingWeight(term);
      best = Math.max(best, size > 0 ? (2 * shared) / size : 0);
    }
    return best;
  }

  /**
   * `previous`, the visitor's question before, joins at half weight and makes part of the share
   * of the question (EARLIER_SHARE), so a follow-up keeps what it refers to.
   */
  search(question: string, previous?: string): Retrieval {
    const fixes = this.corrections(question);
    const guessed = new Set(
      fixes.filter((fix) => fix.corrected).flatMap(({ word }) => this.analyzer.term(word) ?? []),
    );
    const asked = this.analyzer.question(fixes);
    const own = asked.map(({ term }) => term);
    const earlier = previous
      ? [...new Set(this.analyzer.terms(this.correct(previous)))].filter(
          (term) => !own.includes(term),
        )
      : [];
    const terms = [...own, ...earlier];
    if (terms.length === 0) return { terms: own, hits: [] };
    const results = this.index.search(terms.join(' '), {
      // The terms are analysed already.
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boostTerm: (term) => (own.includes(term) ? 1 : 0.5),
    });
    // Numbers rank passages but do not make a question understood: "17 por 23" is not.
    const meaning = asked.filter(({ term }) => !isNumber(term));
    const hasContent = meaning.some(({ everyday }) => !everyday);
    const earlierMeaning = earlier.filter((term) => !isNumber(term));
    const earlierWeight = this.weightOf(earlierMeaning);
    const best = results[0]?.score ?? 1;
    const rank = (hit: Ranked) =>
      hit.coverage + (SCORE_WEIGHT * hit.score) / best + ASK_RANK_WEIGHT * hit.similar;
    const before = (a: Ranked, b: Ranked) => rank(b) - rank(a);
    // A one-word question ("¿precios?") names a topic: that one passage's asks have the word
    // too says nothing of which passage the visitor means.
    const wording =
      fixes.length < 2 ? [] : this.analyzer.wording(fixes.map(({ word }) => word).join(' '));
    let offTopic: Ranked | undefined;
    const hits = results.slice(0, 30).flatMap((result): (Hit & Ranked)[] => {
      const passage = this.passages.get(result.id as string);
      const example = (result.id as string).startsWith(OFF_TOPIC);
      if (!passage && !example) return [];
      const matched = new Set(result.queryTerms);
      const exact = new Set(result.terms);
      let covered = 0;
      let total = 0;
      let content = false;
      let subjects = 0;
      for (const { term, everyday } of meaning) {
        // A word corrected from a typo, or met as the start of a longer one, counts half, and
        // a corrected word weighs what the word typed did (one the site never uses): an
        // off-topic question must not become one about the site by its spelling.
        const share = matched.has(term) ? (exact.has(term) && !guessed.has(term) ? 1 : 0.5) : 0;
        if (share === 0 && everyday && hasContent) continue;
        if (share > 0 && !everyday) content = true;
        if (share === 1 && !everyday) subjects += 1;
        const weight = guessed.has(term) ? this.weight('') : this.weight(term);
        covered += weight * share;
        total += weight;
      }
      // A question is understood only by a passage that has one of its own words, and a
      // question of everyday words only ("¿qué hora es?") by none.
      const held = total > 0 && content ? covered / total : 0;
      const coverage =
        held > 0 && earlierWeight > 0
          ? (1 - EARLIER_SHARE) * held +
            (EARLIER_SHARE * this.weightOf(earlierMeaning.filter((term) => exact.has(term)))) /
              earlierWeight
          : held;
      subjects += earlierMeaning.filter((term) => exact.has(term)).length;
      const similar = this.askSimilarity(result.id as string, wording);
      const ranked = {
        score: result.score * (1 + ASK_WEIGHT * similar),
        coverage,
        similar,
        subjects,
      };
      if (!passage) {
        if (!offTopic || before(ranked, offTopic) < 0) offTopic = ranked;
        return [];
      }
      return [{ passage, ...ranked }];
    });
    hits.sort(before);
    if (offTopic && (!hits[0] || before(offTopic, hits[0]) < 0)) {
      return { terms: own, hits: [], offTopic: true };
    }
    return { terms: own, hits: hits.slice(0, 12) };
  }
}

export function createSearches(
  passages: Record<Lang, readonly Passage[]>,
  phrasings: Record<Lang, Phrasings>,
): Record<Lang, SiteSearch> {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, new SiteSearch(lang, passages[lang], phrasings[lang])]),
  ) as Record<Lang, SiteSearch>;
}
