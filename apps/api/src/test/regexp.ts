/** `text` as a pattern that matches it literally, to build a RegExp around a loaded fact. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
