/**
 * Text as people type it, made comparable: no accents or case, punctuation as spaces
 * (Catalan's middle dot kept). The FAQ search, the FAQ categories and the chat's keyword
 * matching all use it; a module without zod so pages can import it cheaply.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}·]+/gu, ' ')
    .trim();
}

/**
 * Characters that act on text instead of showing: C0 and C1 controls and DEL (Cc), format
 * characters (Cf: bidi marks, embeddings, overrides and isolates, zero-width characters, BOM,
 * tags), the line and paragraph separators (Zl, Zp) and lone surrogates (Cs). In someone else's
 * text (a visitor's name) they can reverse what follows (U+202E), hide words or start lines.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/**
 * The zero-width joiner glues emoji sequences (a family, a flag with a sign) and some scripts'
 * letters together; alone it moves nothing and hides nothing, so it stays as written.
 */
const ZERO_WIDTH_JOINER = '\u200d';

/**
 * `text` with each invisible character (INVISIBLE, but the zero-width joiner) replaced by what
 * `replacement` makes of it: the command line escapes them (apps/api/src/cli/terminal-text.ts),
 * a line of its own drops them (oneLineText).
 */
export function replaceInvisible(text: string, replacement: (character: string) => string): string {
  return text.replace(INVISIBLE, (character) =>
    character === ZERO_WIDTH_JOINER ? character : replacement(character),
  );
}

/** The invisible characters that separate words or lines: each becomes one space. */
const SPACING = /^[\t\n\v\f\r\u0085\u2028\u2029]$/;

/**
 * Someone else's text for a place that holds one line of plain text, with nothing around it to
 * isolate it (a tab's title, a mail's subject or header): line breaks and tabs become spaces,
 * and every other invisible character goes, bidi controls included, so the text cannot run on
 * into the words after it or read as something else ("Ana \u202emoc.live@nimda" shown as
 * "Ana admin@evil.com").
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
 * One line of someone else's text, followed by the closers of every embedding, override and
 * isolate it leaves open, so that none runs on into what comes after it on the line (plain
 * text has no element to hold it in). Everything it holds stays, so right-to-left text reads as
 * written. Closers are matched as the Unicode bidi algorithm does: a PDF only closes an
 * embedding opened inside the same isolate, a PDI closes its isolate and all opened within it.
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
 * A sentence of ours with someone else's words in it, as the words before and after theirs, so
 * that a caller can put theirs between in an element of their own (a `<bdi>`, which keeps their
 * direction apart from the sentence's). `sentence` makes the sentence around the words it is
 * given (a translation with a placeholder, a greeting), once.
 */
export function sentenceAround(sentence: (words: string) => string): [string, string] {
  const slot = '\u0000';
  const [before = '', after = ''] = sentence(slot).split(slot);
  return [before, after];
}
