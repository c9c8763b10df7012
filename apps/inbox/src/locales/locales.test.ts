import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  FUNNEL_EVENTS,
  LANGS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  PROJECT_TYPES,
} from '@studio/shared';
import { ca } from './ca';
import { en } from './en';
import { es } from './es';

const MESSAGES = { es, ca, en };

/** Every key of a nested message object, as a dotted path, with its text. */
function entries(messages: object, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

describe('the inbox in three languages', () => {
  it.each(LANGS)('%s has every key Spanish has, and no other, none empty', (lang) => {
    const keys = entries(MESSAGES[lang]);
    expect(keys.map(([key]) => key).sort()).toEqual(
      entries(es)
        .map(([key]) => key)
        .sort(),
    );
    for (const [key, text] of keys) expect(text.trim(), key).not.toBe('');
  });

  it.each(LANGS)('%s keeps the placeholders of each Spanish text', (lang) => {
    const spanish = new Map(entries(es));
    for (const [key, text] of entries(MESSAGES[lang])) {
      const wanted = (spanish.get(key) ?? '').match(/\{\{\w+\}\}/g)?.sort() ?? [];
      expect(text.match(/\{\{\w+\}\}/g)?.sort() ?? [], key).toEqual(wanted);
    }
  });

  it('names every status, project type, source, funnel step and audit action', () => {
    for (const lang of LANGS) {
      const words = MESSAGES[lang];
      for (const status of LEAD_STATUSES) expect(words.statuses[status]).toBeTruthy();
      for (const type of PROJECT_TYPES) expect(words.types[type]).toBeTruthy();
      for (const source of LEAD_SOURCES) expect(words.sources[source]).toBeTruthy();
      for (const event of FUNNEL_EVENTS) expect(words.events[event]).toBeTruthy();
      for (const action of AUDIT_ACTIONS) expect(words.audit.actions[action]).toBeTruthy();
    }
  });
});
