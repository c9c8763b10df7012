import { LANGS, foldText, type Lang } from '@studio/shared';

// Which of the site's languages a visitor wrote in (decision 012), so the assistant answers in
// it whatever the page's language. A naive Bayes over words, trained on the site's own text
// (the same sentences in three languages, so a word the three share, such as "web", weighs
// nothing) and on the words visitors ask with that the formal text lacks (`ASKED`). Short or
// mixed text gives too little evidence: then the caller falls back (`replyLanguage`). Measured
// in `language.test.ts` and decision 024.

const ASKED: Record<Lang, string> = {
  es: `cuánto cuanto cuesta cuestan vale valen cobráis cobran precio precios hacéis hacen tenéis
    tienen puedo podéis pueden quiero queremos necesito necesitamos busco buscamos tarda tardan
    tardáis cuándo cuando dónde donde cómo como qué que cuál cual quién también y el la los las
    del al para por con sin mi mis tu tus su vuestro vuestra una unos unas es son está están hay
    hola gracias buenas buenos días adiós vale sí tienda página web empresa móvil aplicación
    mantenimiento alojamiento presupuesto plazo semanas días meses mes año años oficina horario
    llamar teléfono correo precio garantía pago pagos factura hacer hecho nuevo nueva mucho muy
    ahora después antes también sobre desde hasta entre pero porque si no ya todo nada algo`,
  ca: `quant quants quanta quantes costa costen val valen cobreu cobren preu preus feu fan teniu
    tenen puc podeu poden vull volem necessito necessitem busco busquem triga triguen trigueu
    quan on sou som esteu com què que quin quina qui també i el la els les del dels al als pel pels per amb
    sense meu meva meus teu teva seu vostre vostra un una uns unes és són està estan hi ha
    hola gràcies bon dia bona tarda adéu sí botiga pàgina web empresa mòbil aplicació
    manteniment allotjament pressupost termini setmanes dies mesos mes any anys oficina horari
    trucar telèfon correu garantia pagament pagaments factura fer fet nou nova molt ara després
    abans sobre des de fins entre però perquè si no ja tot res alguna cosa`,
  en: `how much does do cost costs price prices charge make build have has can could want need
    looking for take takes long when where what which who also and the a an of to for with
    without my your our their is are it there hello hi thanks thank you bye yes no shop store
    page website company mobile app application maintenance hosting quote deadline weeks days
    months month year years office hours call phone email warranty payment payments invoice
    new very now after before about from until between but because if already all nothing
    something do you offer support`,
};

/** Spelling only one language has: raw text, before folding. */
const SPELLING: readonly [RegExp, Lang][] = [
  [/[¿¡ñ]/iu, 'es'],
  [/[ç]|l·l|[àèò]/iu, 'ca'],
];
/** What one such sign weighs, in nats (a few words' worth). */
const SPELLING_WEIGHT = 3;
/** In nats, between the likeliest language and the next one. */
const MIN_MARGIN = 1.5;
/** Additive smoothing of word counts. */
const ALPHA = 0.5;

export interface LanguageDetector {
  detect(text: string): Lang | null;
}

function words(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((word) => word.length > 0 && !/^\d+$/.test(word));
}

function corpus(texts: readonly string[], lang: Lang): string {
  return [
    ...texts,
    // The visitors' words count as much as a long text would.
    ...Array.from({ length: 4 }, () => ASKED[lang]),
  ].join(' ');
}

export function createLanguageDetector(texts: Record<Lang, readonly string[]>): LanguageDetector {
  const counts = new Map<Lang, Map<string, number>>();
  const totals = new Map<Lang, number>();
  const vocabulary = new Set<string>();
  for (const lang of LANGS) {
    const perWord = new Map<string, number>();
    const tokens = words(corpus(texts[lang], lang));
    for (const word of tokens) {
      perWord.set(word, (perWord.get(word) ?? 0) + 1);
      vocabulary.add(word);
    }
    counts.set(lang, perWord);
    totals.set(lang, tokens.length);
  }
  const logP = (lang: Lang, word: string) =>
    Math.log(
      ((counts.get(lang)?.get(word) ?? 0) + ALPHA) /
        ((totals.get(lang) ?? 0) + ALPHA * vocabulary.size),
    );

  return {
    detect(text) {
      const scores = new Map<Lang, number>(LANGS.map((lang) => [lang, 0]));
      let evidence = 0;
      for (const word of words(text)) {
        // A word none of the languages has (a name, a typo) says nothing.
        if (!vocabulary.has(word)) continue;
        const perLang = LANGS.map((lang) => logP(lang, word));
        if (Math.max(...perLang) - Math.min(...perLang) < 0.5) continue;
        evidence += 1;
        LANGS.forEach((lang, index) => scores.set(lang, scores.get(lang)! + perLang[index]!));
      }
      for (const [sign, lang] of SPELLING) {
        if (!sign.test(text)) continue;
        evidence += 1;
        scores.set(lang, scores.get(lang)! + SPELLING_WEIGHT);
      }
      if (evidence === 0) return null;
      const [best, second] = [...scores].sort((a, b) => b[1] - a[1]);
      return best![1] - second![1] >= MIN_MARGIN ? best![0] : null;
    },
  };
}

/** A follow-up such as "¿y en Catalunya?" says too little alone: the conversation decides. */
export function replyLanguage(
  detector: LanguageDetector,
  visitorMessages: readonly string[],
  pageLang: Lang,
): Lang {
  const last = visitorMessages.at(-1) ?? '';
  return detector.detect(last) ?? detector.detect(visitorMessages.join(' ')) ?? pageLang;
}
