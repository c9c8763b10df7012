import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@studio/content';
import { LANGS } from '@studio/shared';
import { chatEnv } from '../../test/helper.js';
import { loadPhrasings } from '../knowledge/phrasings.js';
import { BuiltinProvider } from '../providers/builtin.js';
import { siteKnowledge } from '../provider.js';
import { EVAL_CASES } from './cases.js';
import { asWritten } from './figures.js';
import {
  HELD_OUT_FILE,
  HELD_OUT_KINDS,
  SEALED_FILE,
  VISITORS_FILES,
  loadHeldOut,
  type HeldOutCase,
} from './held-out.js';
import {
  HELD_OUT_BUDGETS,
  MIN_SCORE,
  evalTable,
  heldOutTable,
  runEval,
  runHeldOut,
} from './run-eval.js';

// The built site's pages are the assistant's knowledge: `npm test` builds before this runs.
const knowledge = siteKnowledge(chatEnv().WEB_DIST!);
const provider = new BuiltinProvider(knowledge, loadPhrasings(), loadContent());
const detector = knowledge.languages;

/** What the built-in assistant reaches on the held-out set today (measured, rounded down). */
const FLOORS = { factPerLanguage: 0.7, passage: 0.75, declinedOnTopic: 3, offTopicAnswered: 1 };
/** And on the tuning set, per language. */
const TUNING_FLOOR = 0.75;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** At least 150 cases, a third per language, every kind in each. */
function expectHeldOutShape(cases: readonly HeldOutCase[]) {
  expect(cases.length).toBeGreaterThanOrEqual(150);
  for (const lang of LANGS) {
    const own = cases.filter((item) => item.lang === lang);
    expect(own.length).toBeGreaterThanOrEqual(50);
    for (const kind of HELD_OUT_KINDS) expect(own.some((item) => item.kind === kind)).toBe(true);
  }
}

describe('the held-out chat evaluation on the built-in assistant', () => {
  const cases = loadHeldOut();

  it('is the set as it was written, before the assistant changed (commit 454e6db)', () => {
    // Never edited to make a case pass: a new case goes in a new file, written the same way.
    // Its figures have named the studio's data since, each keeping the words it replaced: read
    // back, they give the file of 454e6db; the second digest holds which data each one names.
    const text = readFileSync(HELD_OUT_FILE, 'utf8');
    expect(sha256(asWritten(text))).toBe(
      '07c83a9c25c0e51b6c52d331ba5393386de209676a72c92558d0005a87428b82',
    );
    expect(sha256(text)).toBe('e7c855ff8f2753bc78201b9eb2abda64423abebb642a0980accc1af8b79eba3a');
  });

  it('has at least 150 cases, a third per language, every kind in each', () => {
    expectHeldOutShape(cases);
  });

  it('names only figures the studio’s data has, in every set tuned on or held out', () => {
    // loadHeldOut throws on a name the data no longer has, with the file and the case.
    for (const file of [HELD_OUT_FILE, ...VISITORS_FILES]) {
      const facts = loadHeldOut(file).flatMap((item) => item.facts.flat());
      expect(
        facts.filter((fact) => fact.includes('{{')),
        String(file),
      ).toEqual([]);
    }
  });

  const report = runHeldOut(provider, cases, { detector });

  it('never confirms a false premise', async () => {
    console.log(heldOutTable(await report));
    expect((await report).all.confirmedFalse).toBe(HELD_OUT_BUDGETS.confirmedFalse);
  });

  // The other budgets (HELD_OUT_BUDGETS, printed by `npm run eval:chat`) are not met yet: these
  // floors hold what the assistant reaches today, so a change can only move it towards them.
  // Raise a floor when the assistant gets better; reply time is a benchmark's, not a test's.
  it('does no worse than it does today on the other budgets', async () => {
    const { byLang, all } = await report;
    for (const lang of LANGS) {
      const { passed, total } = byLang[lang].fact;
      expect(passed / total, `${lang}: fact in the first reply`).toBeGreaterThanOrEqual(
        FLOORS.factPerLanguage,
      );
    }
    expect(all.passage.passed / all.passage.total, 'right passage').toBeGreaterThanOrEqual(
      FLOORS.passage,
    );
    expect(all.declinedOnTopic, 'on-topic questions declined').toBeLessThanOrEqual(
      FLOORS.declinedOnTopic,
    );
    expect(all.offTopicAnswered, 'off-topic questions answered').toBeLessThanOrEqual(
      FLOORS.offTopicAnswered,
    );
    expect(all.wrongLanguage, 'replies in another language').toBe(0);
  });
});

describe('the sealed held-out set', () => {
  // Only its form is tested: the assistant runs on it only with `npm run eval:chat -- --sealed`.
  it('is the set as it was written, before anyone ran the assistant on it', () => {
    const digest = createHash('sha256').update(readFileSync(SEALED_FILE)).digest('hex');
    expect(digest).toBe('15b7a69676ad593c3f969938e3f1144c65fcf556f8ffa8e8e2f12b204b1262dc');
  });

  it('has the held-out set’s size and kinds', () => {
    expectHeldOutShape(loadHeldOut(SEALED_FILE));
  });
});

describe('the tuning chat evaluation on the built-in assistant', () => {
  const report = runEval(provider, { cases: EVAL_CASES, detector });

  // Its target is MIN_SCORE (npm run eval:chat fails under it); the floor holds today's level.
  it(`answers at least ${TUNING_FLOOR * 100}% right in every language (target ${MIN_SCORE * 100}%)`, async () => {
    console.log(evalTable(await report));
    for (const lang of LANGS) {
      const { passed, total } = (await report).byLang[lang];
      expect(passed / total, `${lang}: ${passed}/${total}`).toBeGreaterThanOrEqual(TUNING_FLOOR);
    }
    const strict = (await report).results.filter(
      (result) => result.case.category === 'false-claim' && result.failures.length > 0,
    );
    expect(strict.map((result) => result.case.question)).toEqual([]);
  });
});
