import { describe, expect, it } from 'vitest';
import { closeBidi, oneLineText, replaceInvisible, sentenceAround } from './text.js';

/** Every bidi control: marks, embeddings, overrides, isolates and their closers. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

describe('oneLineText', () => {
  it('drops the override that makes a name read as an address', () => {
    const name = 'Ana \u202emoc.live@nimda\u2069';
    expect(oneLineText(name)).toBe('Ana moc.live@nimda');
    expect(oneLineText(name)).not.toMatch(BIDI);
  });

  it('drops every bidi control and hidden character, and keeps one line', () => {
    const text =
      'a\u200eb\u200fc\u061cd\u202ae\u202bf\u202cg\u202dh\u2066i\u2067j\u2068k\u2069l\u200bm\ufeffn\u0000o\u001b[2Jp';
    expect(oneLineText(text)).toBe('abcdefghijklmno[2Jp');
    expect(oneLineText('one\r\ntwo\nthree\u2028four\u2029five\u0085six\tseven')).toBe(
      'one two three four five six seven',
    );
  });

  it('keeps letters of every script, emoji sequences and the joiner in them', () => {
    const text = 'محمد · Zoë · 👩‍👩‍👧 · 日本';
    expect(oneLineText(text)).toBe(text);
  });
});

describe('replaceInvisible', () => {
  it('hands each invisible character but the joiner to the replacement', () => {
    const seen: string[] = [];
    replaceInvisible('a\u202eb\u200dc\n', (character) => {
      seen.push(character);
      return '';
    });
    expect(seen).toEqual(['\u202e', '\n']);
  });
});

describe('closeBidi', () => {
  it('closes an override a line leaves open, so it stops at the line’s end', () => {
    expect(closeBidi('Ana \u202emoc.live@nimda\u2069')).toBe(
      'Ana \u202emoc.live@nimda\u2069\u202c',
    );
  });

  it('closes isolates and embeddings in the order they were opened', () => {
    expect(closeBidi('\u2067a\u202bb')).toBe('\u2067a\u202bb\u202c\u2069');
    // A PDI closes its isolate and what was opened in it; a PDF does not reach outside one.
    expect(closeBidi('\u202ea\u2068b\u202bc\u2069')).toBe('\u202ea\u2068b\u202bc\u2069\u202c');
    expect(closeBidi('\u2068a\u202c')).toBe('\u2068a\u202c\u2069');
  });

  it('leaves a line whose controls are closed as it is', () => {
    for (const line of ['plain', 'محمد', '\u202bشكرا\u202c', '\u2067שלום\u2069!', '\u202c\u2069'])
      expect(closeBidi(line)).toBe(line);
  });
});

describe('sentenceAround', () => {
  it('cuts a sentence where the words go', () => {
    expect(sentenceAround((email) => `Erase all the data of ${email}?`)).toEqual([
      'Erase all the data of ',
      '?',
    ]);
    expect(sentenceAround((name) => `${name}, hola`)).toEqual(['', ', hola']);
  });
});
