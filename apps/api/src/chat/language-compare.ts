/**
 * Measures the visitor-language detector (language.ts) against the `eld` library limited to
 * es, ca and en, on the same questions: language-samples.json and the chat's question sets
 * (eval/*.json), per language, with the es/ca confusions, the short questions (3 words or fewer)
 * and the time per call apart. Decision 024 holds its figures. A measurement, not a test: eld is
 * no dependency, so it is read from an unpacked `npm pack eld`:
 *
 *   (cd /tmp && npm pack eld && tar xzf eld-*.tgz)
 *   npx tsc -b apps/api && node --expose-gc apps/api/dist/chat/language-compare.js --eld /tmp/package
 *
 * `--cases` lists each question a detector misreads (the sealed set's never); `--sealed` adds
 * the sealed held-out set's counts (SEALED_FILE), which no choice is made on.
 */
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { LANGS, isLang, type Lang } from '@studio/shared';
import { loadConfig } from '../config.js';
import { loadSitePassages } from './knowledge/site-pages.js';
import { createLanguageDetector, replyLanguage, type LanguageDetector } from './language.js';
import samples from './language-samples.json' with { type: 'json' };
import { HELD_OUT_FILE, SEALED_FILE, VISITORS_FILES, loadHeldOut } from './eval/held-out.js';

interface Question {
  lang: Lang;
  question: string;
  /** What the visitor wrote before, and the page's language: the eval sets only. */
  before?: readonly string[];
  page?: Lang;
}

interface QuestionSet {
  name: string;
  questions: Question[];
  /** Conversations with a page (the eval sets): the reply's language is measured too. */
  conversations?: boolean;
  /** Counted, never listed (the sealed held-out set). */
  sealed?: boolean;
}

/** The part of eld's API used here (its index.d.ts). */
interface Eld {
  newInstance(): Eld;
  setLanguageSubset(languages: string[]): unknown;
  detect(text: string): {
    language: string;
    getScores(): Record<string, number>;
    isReliable(): boolean;
  };
}

interface Contender {
  name: string;
  detector: LanguageDetector;
  /** Null when it shares another contender's setup. */
  setupMs: number | null;
  /** Heap the detector holds once made, when the run has `--expose-gc`. */
  heapMb: number | null;
}

function heapMb(): number | null {
  if (!global.gc) return null;
  global.gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

async function contender(
  name: string,
  make: () => Promise<LanguageDetector> | LanguageDetector,
): Promise<Contender> {
  const heapBefore = heapMb();
  const start = performance.now();
  const detector = await make();
  const setupMs = performance.now() - start;
  const heapAfter = heapMb();
  return {
    name,
    detector,
    setupMs,
    heapMb: heapBefore === null || heapAfter === null ? null : heapAfter - heapBefore,
  };
}

/**
 * eld as a `LanguageDetector`. `plain`: its answer whenever it gives one; `reliable`: only when
 * it calls it reliable; a number: only when the best score leads the next by that much.
 */
function eldDetector(eld: Eld, rule: 'plain' | 'reliable' | number): LanguageDetector {
  const instance = eld.newInstance();
  instance.setLanguageSubset([...LANGS]);
  return {
    detect(text) {
      const result = instance.detect(text);
      if (!isLang(result.language)) return null;
      if (rule === 'reliable') return result.isReliable() ? result.language : null;
      if (rule === 'plain') return result.language;
      const [best = 0, next = 0] = Object.values(result.getScores()).sort((a, b) => b - a);
      return best - next >= rule ? result.language : null;
    },
  };
}

const isShort = (text: string) => text.trim().split(/\s+/).length <= 3;

interface Tally {
  right: number;
  wrong: number;
  undecided: number;
}

const tally = (): Tally => ({ right: 0, wrong: 0, undecided: 0 });
const count = (into: Tally, found: Lang | null, lang: Lang) => {
  if (found === lang) into.right += 1;
  else if (found === null) into.undecided += 1;
  else into.wrong += 1;
};
const show = ({ right, wrong, undecided }: Tally) =>
  `${right} / ${wrong} / ${undecided} (${((right / (right + wrong + undecided)) * 100).toFixed(1)}%)`;

interface Report {
  perLang: Record<Lang, Tally>;
  perSet: Map<string, Tally>;
  short: Record<Lang, Tally>;
  shortEsCa: number;
  esAsCa: number;
  caAsEs: number;
  /** replyLanguage with what came before and the page: the eval sets only. */
  reply: Tally;
  misread: string[];
}

function measure(detector: LanguageDetector, sets: readonly QuestionSet[]): Report {
  const report: Report = {
    perLang: { es: tally(), ca: tally(), en: tally() },
    perSet: new Map(),
    short: { es: tally(), ca: tally(), en: tally() },
    shortEsCa: 0,
    esAsCa: 0,
    caAsEs: 0,
    reply: tally(),
    misread: [],
  };
  for (const set of sets) {
    const perSet = tally();
    report.perSet.set(set.name, perSet);
    for (const { lang, question, before, page } of set.questions) {
      const found = detector.detect(question);
      count(perSet, found, lang);
      if (set.sealed) continue;
      count(report.perLang[lang], found, lang);
      if (isShort(question)) count(report.short[lang], found, lang);
      if (lang === 'es' && found === 'ca') report.esAsCa += 1;
      if (lang === 'ca' && found === 'es') report.caAsEs += 1;
      const esCa = (lang === 'es' && found === 'ca') || (lang === 'ca' && found === 'es');
      if (esCa && isShort(question)) report.shortEsCa += 1;
      if (found !== lang) report.misread.push(`${set.name} ${lang} "${question}" -> ${found}`);
      if (set.conversations) {
        count(
          report.reply,
          replyLanguage(detector, [...(before ?? []), question], page ?? lang),
          lang,
        );
      }
    }
  }
  return report;
}

/**
 * Microseconds per `detect` over every question: the best of five trials of ten rounds after a
 * warm-up round, since the machine may be busy with other work.
 */
function microsPerCall(detector: LanguageDetector, texts: readonly string[]): number {
  for (const text of texts) detector.detect(text);
  const rounds = 10;
  const trials = Array.from({ length: 5 }, () => {
    const start = performance.now();
    for (let round = 0; round < rounds; round += 1) for (const text of texts) detector.detect(text);
    return ((performance.now() - start) * 1000) / (rounds * texts.length);
  });
  return Math.min(...trials);
}

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      eld: { type: 'string' },
      cases: { type: 'boolean', default: false },
      sealed: { type: 'boolean', default: false },
    },
  });
  if (!values.eld) throw new Error('--eld <the unpacked eld package> is required');

  const sets: QuestionSet[] = [
    {
      name: 'samples',
      questions: LANGS.flatMap((lang) =>
        samples.byLanguage[lang].map((question) => ({ lang, question })),
      ),
    },
    ...[HELD_OUT_FILE, ...VISITORS_FILES].map((file) => ({
      name: basename(file.pathname, '.json'),
      questions: loadHeldOut(file),
      conversations: true,
    })),
  ];
  if (values.sealed) {
    sets.push({
      name: basename(SEALED_FILE.pathname, '.json'),
      questions: loadHeldOut(SEALED_FILE),
      sealed: true,
    });
  }

  const passages = loadSitePassages(loadConfig({}).WEB_DIST);
  const contenders = [
    // Trained as chat/provider.ts trains it, on the built pages' passages.
    await contender('language.ts', () =>
      createLanguageDetector(
        Object.fromEntries(
          LANGS.map((lang) => [lang, passages[lang].map((p) => `${p.heading} ${p.text}`)]),
        ) as Record<Lang, string[]>,
      ),
    ),
  ];
  for (const size of ['extrasmall', 'small', 'medium', 'large']) {
    const entry = pathToFileURL(join(values.eld, 'src', 'entries', `static.${size}.js`)).href;
    const loadEld = async () => ((await import(entry)) as { eld: Eld }).eld;
    contenders.push(
      await contender(`eld ${size}`, async () => eldDetector(await loadEld(), 'plain')),
    );
    if (size !== 'large') continue;
    // The same loaded database, answering by other rules: no setup of their own.
    const large = await loadEld();
    contenders.push(
      {
        name: 'eld large, if reliable',
        detector: eldDetector(large, 'reliable'),
        setupMs: null,
        heapMb: null,
      },
      // The least lead that misreads none of language-samples.json, as MIN_MARGIN was chosen.
      {
        name: 'eld large, lead ≥ 0.02',
        detector: eldDetector(large, 0.02),
        setupMs: null,
        heapMb: null,
      },
    );
  }

  const texts = sets
    .filter((set) => !set.sealed)
    .flatMap((set) => set.questions.map((q) => q.question));
  const reports = contenders.map((entry) => ({ ...entry, report: measure(entry.detector, sets) }));
  const shortCount = (lang: Lang) =>
    sets
      .filter((set) => !set.sealed)
      .flatMap((set) => set.questions)
      .filter((q) => q.lang === lang && isShort(q.question)).length;

  console.log('Right / wrong / undecided, every set but the sealed one\n');
  console.log(
    table(
      ['detector', ...LANGS, 'es as ca', 'ca as es', 'reply', 'ambiguous → null'],
      reports.map(({ name, detector, report }) => [
        name,
        ...LANGS.map((lang) => show(report.perLang[lang])),
        String(report.esAsCa),
        String(report.caAsEs),
        show(report.reply),
        `${samples.ambiguous.filter((text) => detector.detect(text) === null).length}/${samples.ambiguous.length}`,
      ]),
    ),
  );
  console.log('\nShort questions (3 words or fewer), right / wrong / undecided\n');
  console.log(
    table(
      ['detector', ...LANGS.map((lang) => `${lang} (${shortCount(lang)})`), 'es ↔ ca'],
      reports.map(({ name, report }) => [
        name,
        ...LANGS.map((lang) => show(report.short[lang])),
        String(report.shortEsCa),
      ]),
    ),
  );
  console.log('\nRight / wrong / undecided per set\n');
  console.log(
    table(
      ['detector', ...sets.map((set) => `${set.name} (${set.questions.length})`)],
      reports.map(({ name, report }) => [
        name,
        ...sets.map((set) => show(report.perSet.get(set.name)!)),
      ]),
    ),
  );
  console.log('\nCost\n');
  console.log(
    table(
      ['detector', 'µs per call', 'setup ms', 'heap MB'],
      reports.map(({ name, detector, setupMs, heapMb }) => [
        name,
        microsPerCall(detector, texts).toFixed(1),
        setupMs === null ? '—' : setupMs.toFixed(0),
        heapMb === null ? '—' : heapMb < 1 ? '< 1' : heapMb.toFixed(0),
      ]),
    ),
  );
  if (values.cases) {
    for (const { name, report } of reports)
      console.log(`\n${name} misreads:\n${report.misread.join('\n')}`);
  }
}

await main();
