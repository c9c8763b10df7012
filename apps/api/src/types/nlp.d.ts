// nlp.js's language packages (stemmers) and the stopword package ship no types; these are the
// parts the chat's retrieval uses (apps/api/src/chat/retrieval/analyzer.ts).
declare module '@nlpjs/lang-es' {
  export class StemmerEs {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-ca' {
  export class StemmerCa {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-en-min' {
  export class StemmerEn {
    stemWord(word: string): string;
  }
}
declare module 'stopword' {
  export const spa: string[];
  export const cat: string[];
  export const eng: string[];
}
