import { LANGS, type ChatMessage, type Lang } from '@studio/shared';
import type { LanguageDetector } from '../language.js';
import type { ChatAnswer, ChatProvider } from '../provider.js';
import { EVAL_CASES, EVAL_CATEGORIES, type EvalCase, type EvalCategory } from './cases.js';

/** The evaluation of a chat provider on the cases of `cases.ts`, and its report. */

/** An amount of money in euros: what an off-topic answer must never carry. */
const PRICE = /\d\s?€|€\s?\d|\bEUR\b/;
/** The share right, per language, under which the evaluation fails. */
export const MIN_SCORE = 0.95;
/** Categories where a single failure fails the evaluation. */
export const STRICT_CATEGORIES: readonly EvalCategory[] = ['off-topic', 'false-claim'];

export interface CaseResult {
  case: EvalCase;
  answer: ChatAnswer;
  /** What was wrong with the answer; empty when it passed. */
  failures: string[];
}

export interface Score {
  passed: number;
  total: number;
}

export interface EvalReport {
  provider: string;
  results: CaseResult[];
  byLang: Record<Lang, Score>;
  byCategory: Record<EvalCategory, Score>;
  /** Every language at MIN_SCORE or more, and no strict category failed. */
  ok: boolean;
}

export interface EvalOptions {
  cases?: readonly EvalCase[];
  /** Tells the answer's language; without it the language is not checked. */
  detector?: LanguageDetector;
  /** Cases asked at once (an LLM server may take a few in parallel). */
  concurrency?: number;
  /** Bounds each provider call. */
  timeoutMs?: number;
}

/** Strips the `[words](/path)` links to their words, so the language check reads sentences. */
const linkWords = (text: string) => text.replace(/\[([^\]]+)\]\(\/[^)]*\)/g, '$1');

/** What is wrong with one answer to one case. */
export function judge(item: EvalCase, answer: ChatAnswer, detector?: LanguageDetector): string[] {
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
  if (item.category === 'off-topic' && PRICE.test(answer.text)) failures.push('gives a price');
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

/** The report as text: score per language and per category, then each failed case. */
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
