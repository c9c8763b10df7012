import { describe, expect, it } from 'vitest';
import { LANGS } from '@studio/shared';
import { replyLanguage } from './language.js';
import { siteKnowledge } from './provider.js';
import { chatEnv } from '../test/helper.js';
// Short questions as visitors type them (typos, no accents, no question marks, mixed case), by
// language; and the ones too short or too shared to tell, where the page's language answers.
import samples from './language-samples.json' with { type: 'json' };

// Trained on the built site's passages, as the assistants are (chat/provider.ts).
const detector = siteKnowledge(chatEnv().WEB_DIST!).languages;

describe('the visitor’s language', () => {
  it.each(LANGS)(
    '%s: told right in at least 95% of short questions, as another language at most twice',
    (lang) => {
      const questions = samples.byLanguage[lang];
      expect(questions.length).toBeGreaterThanOrEqual(60);
      const found = questions.map((text) => ({ text, lang: detector.detect(text) }));
      const right = found.filter((entry) => entry.lang === lang).length;
      const wrong = found.filter((entry) => entry.lang !== null && entry.lang !== lang);
      console.log(
        `${lang}: ${right}/${questions.length} right (${((right / questions.length) * 100).toFixed(1)}%), ${wrong.length} wrong, ${questions.length - right - wrong.length} undecided:`,
        found
          .filter((entry) => entry.lang !== lang)
          .map((entry) => `${entry.text} -> ${entry.lang}`),
      );
      expect(right / questions.length).toBeGreaterThanOrEqual(0.95);
      expect(wrong.map((entry) => `${entry.text} -> ${entry.lang}`)).toHaveLength(
        Math.min(wrong.length, 2),
      );
    },
  );

  it('says nothing for text too short or shared to tell', () => {
    for (const text of samples.ambiguous) expect(detector.detect(text), text).toBeNull();
  });

  it('answers a follow-up in the conversation’s language, else the page’s', () => {
    // "¿y en Catalunya?" is Spanish, whatever came before; "Catalunya?" alone says nothing.
    expect(replyLanguage(detector, ['How much is an online shop?', '¿y en Catalunya?'], 'en')).toBe(
      'es',
    );
    expect(replyLanguage(detector, ['How much is an online shop?', 'Catalunya?'], 'es')).toBe('en');
    expect(replyLanguage(detector, ['Quant costa una botiga?', 'ok'], 'es')).toBe('ca');
    expect(replyLanguage(detector, ['ok'], 'ca')).toBe('ca');
    expect(replyLanguage(detector, ['hola'], 'en')).toBe('en');
  });
});
