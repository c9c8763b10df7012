import { replaceInvisible } from '@studio/shared';

// Text someone else wrote, made harmless for the terminal: a control character can move the
// cursor or rewrite what was printed, a format character can reverse the text that follows
// (U+202E). Each becomes a visible escape such as `\u001b`, so the studio sees it was there.
// The exact value stays available in `--json` and `export`.

function escapeCharacter(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const hex = code.toString(16);
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
}

/** Line breaks are escaped too. What is unsafe is shared with the inbox and the mails. */
export function terminalLine(value: string): string {
  return replaceInvisible(value, escapeCharacter);
}

/** Lines after the first are indented, so none can pass for another field or speaker. */
export function terminalBlock(value: string, indent: string): string {
  return value.replace(/\r\n/g, '\n').split('\n').map(terminalLine).join(`\n${indent}`);
}
