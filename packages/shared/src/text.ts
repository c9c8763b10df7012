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
