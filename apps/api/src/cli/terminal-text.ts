/**
 * What the command line prints of text someone else wrote (a visitor's name, message or chat,
 * an error a mail server sent back), made harmless for the terminal that shows it. A control
 * character can move the cursor, clear lines or rewrite what was printed (ESC and CSI
 * sequences, a carriage return that starts the line again); a format character can reverse the
 * text that follows (U+202E) or hide text altogether. Each becomes a visible escape such as
 * `\u001b`, so the studio sees that it was there and what it was, and nothing acts on the
 * terminal. The exact value stays available in `--json` and `export`.
 */

/**
 * C0 and C1 controls and DEL (Cc), format characters (Cf: bidi marks, embeddings, overrides
 * and isolates, zero-width characters, BOM, tags), the line and paragraph separators (Zl, Zp),
 * and lone surrogates (Cs, printed by the terminal as a replacement character).
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/**
 * The zero-width joiner glues emoji sequences (a family, a flag with a sign) and some scripts'
 * letters together; alone it moves nothing and hides nothing, so it stays as written.
 */
const KEPT = new Set(['\u200d']);

function escapeCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const hex = code.toString(16);
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}

/** One line's worth: every unsafe character escaped, line breaks included. */
export function terminalLine(value: string): string {
  return value.replace(UNSAFE, (character) =>
    KEPT.has(character) ? character : escapeCharacter(character),
  );
}

/**
 * Text that may span lines (a message, a chat turn): line breaks stay, each line after the
 * first is indented by `indent`, so no line of it can start where the command line's own
 * labels do and pass for another field or another speaker; everything else unsafe is escaped.
 */
export function terminalBlock(value: string, indent: string): string {
  return value.replace(/\r\n/g, '\n').split('\n').map(terminalLine).join(`\n${indent}`);
}
