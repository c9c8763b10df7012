// nlp.js's language packages (stemmers) and the stopword package ship no types; these are the
// parts the chat's retrieval uses (apps/api/src/chat/retrieval/analyzer.ts).
declare module '@nlpjs/lang-es' {
  export const StemmerEs: new () => { stemWord(word: string): string };
}
declare module '@nlpjs/lang-ca' {
  export const StemmerCa: new () => { stemWord(word: string): string };
}
declare module '@nlpjs/lang-en-min' {
  export const StemmerEn: new () => { stemWord(word: string): string };
}
declare module 'stopword' {
  export const spa: string[];
  export const cat: string[];
  export const eng: string[];
}
