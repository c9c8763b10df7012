import { replaceInvisible } from '@studio/shared';

/**
 * What the command line prints of text someone else wrote (a visitor's name, message or chat,
 * an error a mail server sent back), made harmless for the terminal that shows it. A control
 * character can move the cursor, clear lines or rewrite what was printed (ESC and CSI
 * sequences, a carriage return that starts the line again); a format character can reverse the
 * text that follows (U+202E) or hide text altogether. Each becomes a visible escape such as
 * `\u001b`, so the studio sees that it was there and what it was, and nothing acts on the
 * terminal. The exact value stays available in `--json` and `export`.
 */

/** A character as the escape that names it: `\u001b`, `\u{e0041}`. */
function escapeCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const hex = code.toString(16);
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}

/**
 * One line's worth: every unsafe character escaped, line breaks included. Unsafe is shared with
 * the inbox and the mails (replaceInvisible in packages/shared/src/text.ts): controls, format
 * characters, line and paragraph separators and lone surrogates, all but the zero-width joiner.
 */
export function terminalLine(value: string): string {
  return replaceInvisible(value, escapeCharacter);
}

/**
 * Text that may span lines (a message, a chat turn): line breaks stay, each line after the
 * first is indented by `indent`, so no line of it can start where the command line's own
 * labels do and pass for another field or another speaker; everything else unsafe is escaped.
 */
export function terminalBlock(value: string, indent: string): string {
  return value.replace(/\r\n/g, '\n').split('\n').map(terminalLine).join(`\n${indent}`);
}
