/** Text as people type it, made comparable; Catalan's middle dot is part of a word. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}·]+/gu, ' ')
    .trim();
}

/**
 * Characters that act on text instead of showing: in someone else's text (a visitor's name) they
 * can reverse what follows (U+202E), hide words or start lines.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** Kept: it glues emoji sequences and some scripts' letters, and alone hides nothing. */
const ZERO_WIDTH_JOINER = '\u200d';

export function replaceInvisible(text: string, replacement: (character: string) => string): string {
  return text.replace(INVISIBLE, (character) =>
    character === ZERO_WIDTH_JOINER ? character : replacement(character),
  );
}

const SPACING = /^[\t\n\v\f\r\u0085\u2028\u2029]$/;

/**
 * For one line of plain text with nothing to isolate it (a tab's title, a mail's subject), so
 * the text cannot run on into the words after it or read as something else ("Ana
 * \u202emoc.live@nimda" shown as "Ana admin@evil.com").
 */
export function oneLineText(text: string): string {
  return replaceInvisible(text.replace(/\r\n/g, '\n'), (character) =>
    SPACING.test(character) ? ' ' : '',
  );
}

/** Opening embeddings and overrides (LRE, RLE, LRO, RLO), closed by PDF. */
const EMBEDDINGS = ['\u202a', '\u202b', '\u202d', '\u202e'];
const POP_DIRECTIONAL_FORMATTING = '\u202c';
/** Opening isolates (LRI, RLI, FSI), closed by PDI. */
const ISOLATES = ['\u2066', '\u2067', '\u2068'];
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Closes what the line leaves open, so none runs on into the rest of the line (plain text has no
 * element to hold it in), and keeps the rest, so right-to-left text reads as written. As in the
 * Unicode bidi algorithm, a PDF only closes an embedding opened inside the same isolate, and a
 * PDI closes its isolate and all opened within it.
 */
export function closeBidi(line: string): string {
  const open: string[] = [];
  for (const character of line) {
    if (EMBEDDINGS.includes(character)) open.push(POP_DIRECTIONAL_FORMATTING);
    else if (ISOLATES.includes(character)) open.push(POP_DIRECTIONAL_ISOLATE);
    else if (character === POP_DIRECTIONAL_FORMATTING) {
      if (open.at(-1) === POP_DIRECTIONAL_FORMATTING) open.pop();
    } else if (character === POP_DIRECTIONAL_ISOLATE) {
      const isolate = open.lastIndexOf(POP_DIRECTIONAL_ISOLATE);
      if (isolate >= 0) open.length = isolate;
    }
  }
  return line + open.reverse().join('');
}

/**
 * The words of our sentence before and after someone else's, so a caller can isolate theirs in
 * an element of their own (a `<bdi>`).
 */
export function sentenceAround(sentence: (words: string) => string): [string, string] {
  const slot = '\u0000';
  const [before = '', after = ''] = sentence(slot).split(slot);
  return [before, after];
}
