import { StemmerCa } from '@nlpjs/lang-ca';
import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerEs } from '@nlpjs/lang-es';
import { cat, eng, spa } from 'stopword';
import { createRequire } from 'node:module';
import { foldText, type Lang } from '@studio/shared';

// The same analysis serves the passages and the visitor's questions, so "tiendas", "Tienda" and
// "tienda" meet, and so do "botiga" and "ecommerce" when the phrasings call them synonyms.

interface Stemmer {
  stemWord(word: string): string;
}

const STEMMERS: Record<Lang, () => Stemmer> = {
  es: () => new StemmerEs(),
  ca: () => new StemmerCa(),
  en: () => new StemmerEn(),
};

const STOP_WORDS: Record<Lang, readonly string[]> = { es: spa, ca: cat, en: eng };

/**
 * stopwords-iso's long lists ("give", "tell", "dime"): too common to be searched out, and not a
 * sign that a question is off the site's topics either.
 */
const EVERYDAY = createRequire(import.meta.url)('stopwords-iso') as Partial<Record<Lang, string[]>>;

export function words(text: string): string[] {
  return foldText(text)
    .replace(/l·l/g, 'll')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export const isNumber = (term: string) => /^\d/.test(term);

/** No search term starts so. */
export const STOP_MARK = '~';

export class Analyzer {
  private readonly stemmer: Stemmer;
  private readonly stop: Set<string>;
  private readonly synonyms = new Map<string, string>();
  private readonly everyday: Set<string>;

  constructor(
    readonly lang: Lang,
    synonymGroups: readonly (readonly string[])[] = [],
    ignored: readonly string[] = [],
  ) {
    this.stemmer = STEMMERS[lang]();
    // A word the phrasings name as a synonym means something here ("dónde": a place), however
    // common it is: neither a stop word nor an everyday one.
    const meaningful = new Set(synonymGroups.flat().flatMap((word) => words(word)));
    this.stop = new Set(
      [...STOP_WORDS[lang], ...ignored]
        .flatMap((word) => words(word))
        .filter((word) => !meaningful.has(word)),
    );
    this.everyday = new Set(
      (EVERYDAY[lang] ?? []).flatMap((word) => words(word)).filter((word) => !meaningful.has(word)),
    );
    for (const group of synonymGroups) {
      const [first, ...rest] = group.map((word) => this.stemOf(word));
      if (!first) continue;
      for (const stem of rest) if (stem && stem !== first) this.synonyms.set(stem, first);
    }
  }

  private stemOf(word: string): string {
    const [folded] = words(word);
    if (!folded) return '';
    return isNumber(folded) ? folded : this.stemmer.stemWord(folded);
  }

  term(word: string): string | null {
    if (this.stop.has(word)) return null;
    const stem = this.stemOf(word);
    if (!stem) return null;
    return this.synonyms.get(stem) ?? stem;
  }

  /** Everyday words count when a passage has them, and are not missed when it does not. */
  question(
    asked: readonly { word: string; typed: string }[],
  ): { term: string; everyday: boolean }[] {
    const found = new Map<string, boolean>();
    for (const { word, typed } of asked) {
      const term = this.term(word);
      if (!term) continue;
      // What the visitor typed says whether it was an everyday word, not its correction.
      found.set(term, (found.get(term) ?? true) && this.everyday.has(typed));
    }
    return [...found].map(([term, everyday]) => ({ term, everyday }));
  }

  /**
   * Stop words are kept, marked (`~your`): "what is your email?" asks for another thing than
   * "can you set up my email?" though both search for "email".
   */
  wording(text: string): string[] {
    return words(text).map((word) => this.term(word) ?? `${STOP_MARK}${word}`);
  }

  terms(text: string): string[] {
    return words(text).flatMap((word) => this.term(word) ?? []);
  }
}
