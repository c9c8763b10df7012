import { describe, expect, it } from 'vitest';
import { loadContent } from '@studio/content';
import { LANGS } from '@studio/shared';
import { BuiltinProvider } from '../builtin.js';
import { createLanguageDetector } from '../language.js';
import { EVAL_CASES } from './cases.js';
import { MIN_SCORE, evalTable, runEval } from './run-eval.js';

const content = loadContent();

describe('the chat evaluation on the built-in assistant', () => {
  it('has at least 150 cases, 50 per language', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(150);
    for (const lang of LANGS) {
      expect(EVAL_CASES.filter((item) => item.lang === lang).length).toBeGreaterThanOrEqual(50);
    }
  });

  const report = runEval(new BuiltinProvider(content), {
    detector: createLanguageDetector(content),
  });

  it(`answers at least ${MIN_SCORE * 100}% right in every language`, async () => {
    console.log(evalTable(await report));
    for (const lang of LANGS) {
      const { passed, total } = (await report).byLang[lang];
      expect(passed / total, `${lang}: ${passed}/${total}`).toBeGreaterThanOrEqual(MIN_SCORE);
    }
  });

  it('never answers off topic with a price or a false claim', async () => {
    const strict = (await report).results.filter(
      (result) =>
        (result.case.category === 'off-topic' || result.case.category === 'false-claim') &&
        result.failures.length > 0,
    );
    expect(
      strict.map((result) => `${result.case.question}: ${result.failures.join('; ')}`),
    ).toEqual([]);
    expect((await report).ok).toBe(true);
  });
});
