import { LANGS, type ChatMessage, type Lang } from '@studio/shared';
import type { LanguageDetector } from '../language.js';
import type { ChatAnswer, ChatProvider } from '../provider.js';
import { EVAL_CASES, EVAL_CATEGORIES, type EvalCase, type EvalCategory } from './cases.js';
import {
  HELD_OUT_KINDS,
  judgeHeldOut,
  type HeldOutCase,
  type HeldOutKind,
  type HeldOutVerdict,
} from './held-out.js';

/** What an off-topic answer must never carry. */
const PRICE = /\d\s?€|€\s?\d|\bEUR\b/;
/** Per language. */
export const MIN_SCORE = 0.95;
/** A single failure in these fails the evaluation. */
const STRICT_CATEGORIES: readonly EvalCategory[] = ['off-topic', 'false-claim'];

interface CaseResult {
  case: EvalCase;
  answer: ChatAnswer;
  failures: string[];
}

interface Score {
  passed: number;
  total: number;
}

export interface EvalReport {
  provider: string;
  results: CaseResult[];
  byLang: Record<Lang, Score>;
  byCategory: Record<EvalCategory, Score>;
  ok: boolean;
}

export interface EvalOptions {
  cases?: readonly EvalCase[];
  /** Without it the language is not checked. */
  detector?: LanguageDetector;
  /** Cases asked at once (an LLM server may take a few in parallel). */
  concurrency?: number;
  timeoutMs?: number;
}

/** So the language check reads sentences, not paths. */
const linkWords = (text: string) => text.replace(/\[([^\]]+)\]\(\/[^)]*\)/g, '$1');

function judge(item: EvalCase, answer: ChatAnswer, detector?: LanguageDetector): string[] {
  const failures: string[] = [];
  for (const pattern of item.must ?? []) {
    if (!pattern.test(answer.text)) failures.push(`missing ${String(pattern)}`);
  }
  for (const pattern of item.mustNot ?? []) {
    if (pattern.test(answer.text)) failures.push(`says ${String(pattern)}`);
  }
  if (item.handover !== undefined && answer.handover !== item.handover) {
    failures.push(`handover ${String(answer.handover)}, expected ${String(item.handover)}`);
  }
  if (item.unsure && (answer.kind !== 'unsure' || !answer.suggestions?.length)) {
    failures.push('answers one passage instead of offering the closest questions');
  }
  if (item.category === 'off-topic' && PRICE.test(answer.text)) failures.push('gives a price');
  if (item.category === 'off-topic' && (answer.sources?.length || answer.suggestions?.length)) {
    failures.push('answers with the site’s passages');
  }
  if (answer.text.trim() === '') failures.push('empty answer');
  const lang = detector?.detect(linkWords(answer.text));
  if (lang && lang !== item.lang) failures.push(`answered in ${lang}`);
  return failures;
}

async function askCase(
  provider: ChatProvider,
  item: EvalCase,
  timeoutMs: number,
): Promise<ChatAnswer> {
  const messages: ChatMessage[] = [];
  let answer: ChatAnswer = { text: '', handover: false };
  for (const content of [...(item.before ?? []), item.question]) {
    messages.push({ role: 'user', content });
    answer = await provider.reply({
      messages,
      lang: item.page ?? item.lang,
      signal: AbortSignal.timeout(timeoutMs),
    });
    messages.push({ role: 'assistant', content: answer.text });
  }
  return answer;
}

const emptyScores = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, { passed: 0, total: 0 }])) as Record<K, Score>;

export async function runEval(
  provider: ChatProvider,
  { cases = EVAL_CASES, detector, concurrency = 1, timeoutMs = 60_000 }: EvalOptions = {},
): Promise<EvalReport> {
  const results: CaseResult[] = new Array<CaseResult>(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      const item = cases[index]!;
      let answer: ChatAnswer;
      try {
        answer = await askCase(provider, item, timeoutMs);
      } catch (error) {
        results[index] = {
          case: item,
          answer: { text: '', handover: false },
          failures: [`error: ${(error as Error).message}`],
        };
        continue;
      }
      results[index] = { case: item, answer, failures: judge(item, answer, detector) };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  const byLang = emptyScores(LANGS);
  const byCategory = emptyScores(EVAL_CATEGORIES);
  for (const result of results) {
    const passed = result.failures.length === 0 ? 1 : 0;
    for (const score of [byLang[result.case.lang], byCategory[result.case.category]]) {
      score.total += 1;
      score.passed += passed;
    }
  }
  const ok =
    LANGS.every((lang) => byLang[lang].passed >= MIN_SCORE * byLang[lang].total) &&
    STRICT_CATEGORIES.every(
      (category) => byCategory[category].passed === byCategory[category].total,
    );
  return { provider: provider.model ?? provider.name, results, byLang, byCategory, ok };
}

const percent = ({ passed, total }: Score) =>
  total === 0 ? '-' : `${((100 * passed) / total).toFixed(1)}%`;

export function evalTable(report: EvalReport): string {
  const rows: [string, Score][] = [
    ...LANGS.map((lang): [string, Score] => [lang, report.byLang[lang]]),
    ...EVAL_CATEGORIES.map((category): [string, Score] => [category, report.byCategory[category]]),
  ];
  const lines = [
    `Chat evaluation (${report.provider}): ${report.results.length} cases`,
    '',
    `${'group'.padEnd(12)} ${'right'.padStart(7)} ${'score'.padStart(7)}`,
  ];
  rows.forEach(([name, score], i) => {
    if (i === LANGS.length) lines.push('');
    lines.push(
      `${name.padEnd(12)} ${`${score.passed}/${score.total}`.padStart(7)} ${percent(score).padStart(7)}`,
    );
  });
  const failed = report.results.filter((result) => result.failures.length > 0);
  if (failed.length > 0) {
    lines.push('', `Failed (${failed.length}):`);
    for (const { case: item, answer, failures } of failed) {
      const before = item.before?.length ? ` (after: ${item.before.join(' / ')})` : '';
      lines.push(
        `- [${item.lang} ${item.category}] ${item.question}${before}`,
        `  ${failures.join('; ')}`,
        `  handover=${String(answer.handover)}: ${answer.text.replace(/\s*\n\s*/g, ' ⏎ ')}`,
      );
    }
  }
  lines.push(
    '',
    report.ok
      ? `PASS: every language at ${MIN_SCORE * 100}% or more, no off-topic or false-claim failure`
      : `FAIL: a language under ${MIN_SCORE * 100}%, or an off-topic or false-claim failure`,
  );
  return lines.join('\n');
}

interface HeldOutResult {
  case: HeldOutCase;
  answer: ChatAnswer;
  verdict: HeldOutVerdict;
  ms: number;
}

interface HeldOutScore {
  cases: number;
  fact: Score;
  passage: Score;
  confirmedFalse: number;
  declinedOnTopic: number;
  offTopicAnswered: number;
  wrongLanguage: number;
}

export interface HeldOutReport {
  provider: string;
  results: HeldOutResult[];
  all: HeldOutScore;
  byLang: Record<Lang, HeldOutScore>;
  byKind: Record<HeldOutKind, HeldOutScore>;
  /** The warm assistant's. */
  p95Ms: number;
}

/** The shares at or above which, and the counts at or under which, it passes. */
export const HELD_OUT_BUDGETS = {
  factPerLanguage: 0.9,
  passage: 0.97,
  confirmedFalse: 0,
  declinedOnTopic: 0,
  offTopicAnswered: 0,
  p95Ms: 20,
} as const;

function scoreHeldOut(results: readonly HeldOutResult[]): HeldOutScore {
  const score: HeldOutScore = {
    cases: results.length,
    fact: { passed: 0, total: 0 },
    passage: { passed: 0, total: 0 },
    confirmedFalse: 0,
    declinedOnTopic: 0,
    offTopicAnswered: 0,
    wrongLanguage: 0,
  };
  for (const { verdict } of results) {
    if (verdict.fact !== null) {
      score.fact.total += 1;
      if (verdict.fact) score.fact.passed += 1;
    }
    if (verdict.passage !== null) {
      score.passage.total += 1;
      if (verdict.passage) score.passage.passed += 1;
    }
    if (verdict.confirmedFalse) score.confirmedFalse += 1;
    if (verdict.declinedOnTopic) score.declinedOnTopic += 1;
    if (verdict.offTopicAnswered) score.offTopicAnswered += 1;
    if (verdict.language === false) score.wrongLanguage += 1;
  }
  return score;
}

/** Each last question is asked again to time the warm assistant. */
export async function runHeldOut(
  provider: ChatProvider,
  cases: readonly HeldOutCase[],
  { detector, timeoutMs = 60_000 }: Pick<EvalOptions, 'detector' | 'timeoutMs'> = {},
): Promise<HeldOutReport> {
  const results: HeldOutResult[] = [];
  for (const item of cases) {
    let answer: ChatAnswer;
    let ms = 0;
    try {
      const messages: ChatMessage[] = [];
      answer = { text: '', handover: false };
      for (const content of [...(item.before ?? []), item.question]) {
        messages.push({ role: 'user', content });
        const input = {
          messages: [...messages],
          lang: item.page ?? item.lang,
          signal: AbortSignal.timeout(timeoutMs),
        };
        answer = await provider.reply(input);
        if (content === item.question) {
          const start = performance.now();
          await provider.reply(input);
          ms = performance.now() - start;
        }
        messages.push({ role: 'assistant', content: answer.text });
      }
    } catch (error) {
      answer = { text: '', handover: false };
      results.push({
        case: item,
        answer,
        ms,
        verdict: {
          ...judgeHeldOut(item, answer, null),
          failures: [`error: ${(error as Error).message}`],
        },
      });
      continue;
    }
    const replyLang = detector?.detect(linkWords(answer.text)) ?? null;
    results.push({ case: item, answer, ms, verdict: judgeHeldOut(item, answer, replyLang) });
  }
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const p95Ms = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0;
  const byLang = Object.fromEntries(
    LANGS.map((lang) => [lang, scoreHeldOut(results.filter((r) => r.case.lang === lang))]),
  ) as Record<Lang, HeldOutScore>;
  const byKind = Object.fromEntries(
    HELD_OUT_KINDS.map((kind) => [kind, scoreHeldOut(results.filter((r) => r.case.kind === kind))]),
  ) as Record<HeldOutKind, HeldOutScore>;
  return {
    provider: provider.model ?? provider.name,
    results,
    all: scoreHeldOut(results),
    byLang,
    byKind,
    p95Ms,
  };
}

export function heldOutMisses(report: HeldOutReport, { timed = true } = {}): string[] {
  const misses: string[] = [];
  const share = ({ passed, total }: Score) => (total === 0 ? 1 : passed / total);
  for (const lang of LANGS) {
    const { fact } = report.byLang[lang];
    if (share(fact) < HELD_OUT_BUDGETS.factPerLanguage) {
      misses.push(`${lang}: fact in the first reply ${fact.passed}/${fact.total}`);
    }
  }
  const { all } = report;
  if (share(all.passage) < HELD_OUT_BUDGETS.passage) {
    misses.push(`right passage ${all.passage.passed}/${all.passage.total}`);
  }
  if (all.confirmedFalse > 0) misses.push(`${all.confirmedFalse} false premises confirmed`);
  if (all.declinedOnTopic > 0) misses.push(`${all.declinedOnTopic} on-topic questions declined`);
  if (all.offTopicAnswered > 0) misses.push(`${all.offTopicAnswered} off-topic questions answered`);
  if (timed && report.p95Ms >= HELD_OUT_BUDGETS.p95Ms) {
    misses.push(`p95 reply time ${report.p95Ms.toFixed(1)} ms`);
  }
  return misses;
}

export function heldOutTable(
  report: HeldOutReport,
  title = 'Held-out set',
  about = 'written before the assistant was changed',
  /** `failures`: list the failed cases (not for the sealed set); `timed`: as heldOutMisses. */
  { failures = true, timed = true } = {},
): string {
  const row = (name: string, s: HeldOutScore) =>
    [
      name.padEnd(15),
      String(s.cases).padStart(5),
      `${s.fact.passed}/${s.fact.total} ${percent(s.fact)}`.padStart(14),
      `${s.passage.passed}/${s.passage.total} ${percent(s.passage)}`.padStart(15),
      String(s.confirmedFalse).padStart(7),
      String(s.declinedOnTopic).padStart(9),
      String(s.offTopicAnswered).padStart(9),
      String(s.wrongLanguage).padStart(6),
    ].join(' ');
  const header = [
    'group'.padEnd(15),
    'cases'.padStart(5),
    'fact'.padStart(14),
    'passage'.padStart(15),
    'false+'.padStart(7),
    'declined'.padStart(9),
    'offtopic'.padStart(9),
    'lang'.padStart(6),
  ].join(' ');
  const lines = [
    `${title} (${report.provider}): ${report.results.length} cases, ${about}`,
    '',
    header,
    ...LANGS.map((lang) => row(lang, report.byLang[lang])),
    '',
    ...HELD_OUT_KINDS.map((kind) => row(kind, report.byKind[kind])),
    '',
    row('all', report.all),
    '',
    `reply time, warm, p95: ${report.p95Ms.toFixed(2)} ms`,
    'fact: the first reply holds the fact asked for; passage: the right passage is cited or suggested;',
    'false+: false premises confirmed; declined: on-topic questions declined; offtopic: off-topic',
    'questions answered with prices or services; lang: replies in another language',
  ];
  const failed = failures
    ? report.results.filter((result) => result.verdict.failures.length > 0)
    : [];
  if (failed.length > 0) {
    lines.push('', `Failed (${failed.length}):`);
    for (const { case: item, answer, verdict } of failed) {
      const before = item.before?.length ? ` (after: ${item.before.join(' / ')})` : '';
      const suggested = answer.suggestions?.length
        ? ` [suggests: ${answer.suggestions.join(' | ')}]`
        : '';
      lines.push(
        `- [${item.id} ${item.kind}] ${item.question}${before}`,
        `  ${verdict.failures.join('; ')}`,
        `  ${answer.kind ?? '-'}: ${answer.text.replace(/\s*\n\s*/g, ' ⏎ ')}${suggested}`,
      );
    }
  }
  const misses = heldOutMisses(report, { timed });
  lines.push('', misses.length === 0 ? 'PASS: every budget met' : `FAIL: ${misses.join('; ')}`);
  return lines.join('\n');
}
