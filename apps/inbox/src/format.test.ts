import { describe, expect, it } from 'vitest';
import { age } from './format';
import { initialLang } from './i18n';

describe('the inbox language', () => {
  it('takes the link’s, then the one chosen before, then the browser’s, then Spanish', () => {
    expect(initialLang('?lang=ca', 'en', ['en-GB'])).toBe('ca');
    expect(initialLang('?lang=xx', 'en', ['ca'])).toBe('en');
    expect(initialLang('', null, ['fr-FR', 'ca-ES'])).toBe('ca');
    expect(initialLang('', 'de', ['fr'])).toBe('es');
  });
});

describe('how long ago a lead came', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('reads in the inbox’s language', () => {
    expect(age('2026-11-26T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(age('2026-11-24T12:00:00Z', 'es', now)).toBe('anteayer');
    expect(age('2026-11-26T11:59:30Z', 'ca', now)).toMatch(/aquest minut/);
  });
});
