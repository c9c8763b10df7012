import MiniSearch, { type SearchResult } from 'minisearch';
import type { Content } from '@studio/content';
import { LANGS, foldText, type ChatMessage, type Lang, type ServiceSlug } from '@studio/shared';
import {
  contactAnswer,
  knowledgeDocs,
  pageUrl,
  paymentAnswer,
  portfolioAnswer,
  priceAnswer,
  serviceAnswer,
  quoteUrl,
  servicesAnswer,
  supportAnswer,
  termAnswer,
  type KnowledgeDoc,
} from './knowledge.js';
import { loadSiteCopy, type SiteCopy } from './site-copy.js';
import { PHRASES } from './phrases.js';
import { createLanguageDetector, replyLanguage, type LanguageDetector } from './language.js';
import type { ChatAnswer, ChatProvider, ChatInput } from './provider.js';

/**
 * The built-in assistant: no network, no model. It recognises the questions visitors ask most
 * (greetings, prices, timelines, support, payment, contact, services, quotes) with per-language
 * keywords, answers the rest from a full-text search over the FAQs, services and extras of the
 * visitor's language, and points to the quote form when it finds nothing.
 */

export type Topic =
  | 'greeting'
  | 'thanks'
  | 'price'
  | 'deadline'
  | 'support'
  | 'payment'
  | 'contact'
  | 'services'
  | 'service'
  | 'portfolio'
  | 'quote'
  | 'faq'
  | 'human'
  | 'offtopic'
  | 'unknown';

export interface BuiltinAnswer {
  topic: Topic;
  text: string;
  /** The services the question named, for price and deadline answers. */
  services?: ServiceSlug[];
  /** The FAQ, product or extra that answered, for search answers. */
  source?: string;
}

/** Keyword stems, folded (lower case, no diacritics); a token matches when it starts with one. */
type Keywords = readonly string[];

const INTENTS: Record<Exclude<Topic, 'faq' | 'service' | 'offtopic' | 'unknown'>, Keywords> = {
  human: [
    'hablar con una persona',
    'hablar con alguien',
    'hablar con un humano',
    'hablar con el equipo',
    'persona real',
    'humano',
    'agente',
    'operador',
    'pasame con',
    'ponme con',
    'parlar amb una persona',
    'parlar amb algu',
    'parlar amb un huma',
    'parlar amb l equip',
    'huma ',
    'humana',
    'passa m amb',
    'posa m amb',
    'talk to a',
    'talk to someone',
    'speak to a',
    'speak to someone',
    'speak with a',
    'talk with a',
    'real person',
    'human',
    'agent ',
    'operator',
    'representative',
    'connect me',
  ],
  greeting: [
    'hola',
    'buenas',
    'buenos dias',
    'buenas tardes',
    'hey ',
    'hello',
    'hi ',
    'good morning',
    'good afternoon',
    'bon dia',
    'bona tarda',
    'bones ',
    'ei ',
  ],
  thanks: [
    'gracias',
    'moltes gracies',
    'gracies',
    'merci',
    'thanks',
    'thank you',
    'thx',
    // Acknowledgements close a turn the same way.
    'ok ',
    'okay',
    'vale ',
    'perfecto',
    'perfecte',
    'genial',
    'entendido',
    'entesos',
    'd acord',
    'got it',
    'great ',
    'perfect ',
  ],
  price: [
    'precio',
    'cuesta',
    'cuestan',
    'coste',
    'costo',
    'tarifa',
    'cuanto vale',
    'cuanto cobr',
    'euros',
    'barat',
    'caro',
    'presupuesto minimo',
    'preu',
    'preus',
    'costa',
    'costen',
    'quant val',
    'quant cost',
    'cobreu',
    'pressupost minim',
    'price',
    'pricing',
    'cost',
    'how much',
    'charge',
    'expensive',
    'cheap',
    'rates',
    'budget',
  ],
  deadline: [
    'plazo',
    'tarda',
    'tardais',
    'tardan',
    'cuanto tiempo',
    'cuando estara',
    'semanas',
    'rapido',
    'urgente',
    'termini',
    'terminis',
    'triga',
    'trigueu',
    'quant temps',
    'setmanes',
    'rapid',
    'how long',
    'timeline',
    'deadline',
    'delivery time',
    'turnaround',
    'weeks',
    'how fast',
    'how quickly',
    'express',
    'expres',
    'cuanto dura',
    'duracion',
    'quant dura',
    'durada',
    'how long',
  ],
  support: [
    'soporte',
    'garantia',
    'mantenimiento',
    'averia',
    'se rompe',
    'suport',
    'manteniment',
    'support',
    'warranty',
    'maintenance',
    'guarantee',
    'breaks',
    'bug',
  ],
  payment: [
    'pago',
    'paga',
    'factura',
    'transferencia',
    'tarjeta',
    'pagament',
    'pagaments',
    'payment',
    'pay ',
    'invoice',
    'instalment',
    'installment',
    'deposit',
  ],
  contact: [
    'contacto',
    'contactar',
    'telefono',
    'llamar',
    'email',
    'correo',
    'mail',
    'direccion',
    'donde estais',
    'horario',
    'abiertos',
    'whatsapp',
    'ubicacion',
    'contacte',
    'telefon',
    'trucar',
    'correu',
    'adreca',
    'on sou',
    'on esteu',
    'horari',
    'oberts',
    'contact',
    'phone',
    'call you',
    'address',
    'where are you',
    'located',
    'opening hours',
    'office hours',
    'reach you',
    'hours',
    'weekend',
    'fin de semana',
    'sabado',
    'domingo',
    'cap de setmana',
    'dissabte',
    'diumenge',
    'saturday',
    'sunday',
  ],
  services: [
    'servicios',
    'que haceis',
    'que ofreceis',
    'a que os dedicais',
    'serveis',
    'que feu',
    'que oferiu',
    'a que us dediqueu',
    'services',
    'what do you do',
    'what do you offer',
    'what can you build',
  ],
  portfolio: [
    'ejemplos',
    'trabajos realizados',
    'proyectos realizados',
    'vuestros trabajos',
    'vuestros proyectos',
    'vuestro portafolio',
    'vuestro portfolio',
    'casos de exito',
    'exemples',
    'treballs',
    'projectes fets',
    'el vostre portafoli',
    'your portfolio',
    'examples',
    'past work',
    'previous work',
    'case stud',
    'your work',
  ],
  quote: [
    'pedir presupuesto',
    'pedir un presupuesto',
    'solicitar presupuesto',
    'quiero presupuesto',
    'quiero un presupuesto',
    'demanar pressupost',
    'demanar un pressupost',
    'vull un pressupost',
    'get a quote',
    'request a quote',
    'want a quote',
    'need a quote',
    'hire you',
    'start a project',
    'empezar un proyecto',
    'comencar un projecte',
  ],
};

/**
 * Words naming each service, folded. A keyword matches a word starting with it; a trailing
 * space makes it a whole word ("app " does not match "application").
 */
const SERVICE_WORDS: readonly (readonly [ServiceSlug, Keywords])[] = [
  ['aplicacion-saas', ['saas', 'plataforma', 'software a medida', 'software a mida', 'mvp ']],
  [
    'aplicacion-movil',
    [
      'movil',
      'mobil',
      'mobile',
      'app ',
      'apps ',
      'ios ',
      'android',
      'pwa ',
      'iphone',
      'apple',
      'google play',
      'app store',
      'play store',
    ],
  ],
  [
    'ciberseguridad',
    [
      'ciberseguridad',
      'ciberseguretat',
      'cybersecurity',
      'seguridad',
      'seguretat',
      'security',
      'auditoria',
      'audit',
      'pentest',
      'penetra',
      'hacke',
    ],
  ],
  [
    'tienda-online',
    [
      'tienda',
      'botiga',
      'shop',
      'store',
      'ecommerce',
      'e commerce',
      'comercio electronico',
      'comerc electronic',
      'vender online',
      'vender por internet',
      'vendre en linia',
      'vendre per internet',
      'sell online',
    ],
  ],
  [
    'web-empresarial',
    [
      'web empresarial',
      'web corporativa',
      'corporativ',
      'web de empresa',
      'web d empresa',
      'web per a empresa',
      'web para empresa',
      'web para mi empresa',
      'business website',
      'business site',
      'company website',
      'corporate',
      'pagina de empresa',
    ],
  ],
  [
    'web-personal',
    [
      'web personal',
      'pagina personal',
      'portfolio',
      'portafolio',
      'cv ',
      'personal website',
      'personal site',
      'landing',
      'autonomo',
      'autonom',
      'freelance',
    ],
  ],
];

/** A website without a kind: both website services answer. */
const ANY_WEBSITE: Keywords = [
  'web ',
  'webs ',
  'pagina web',
  'website',
  'lloc web',
  'sitio web',
  'site ',
];

/** Common words that carry no meaning for the search, per language (folded). */
const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  es: new Set(
    'a al algo pasa ocurre con como cual cuando de del el en es esta este esto hay la las lo los me mi mis muy no o os para pero por puedo puede podeis podemos que se si sin son su sus te tu tus un una uno unos y ya yo sois somos soy vosotros teneis haceis hace hacer ser estar quiero queria necesito saber incluye incluir incluido vuestro vuestra vuestros nuestro nuestra'.split(
      ' ',
    ),
  ),
  ca: new Set(
    'a al amb com de del el els en es esta et i la les li lo mes no o per pero que quan quin quina se si sense son un una uns unes va vull voldria necessito saber inclou inclos teniu feu fa ser puc pot pots vostre vostra meu meva el te sou som soc quins quines'.split(
      ' ',
    ),
  ),
  en: new Set(
    'a an and are as at be by can could do does for from have how i if in is it me my of on or our so than that the their this to us we what when where which who why will with would you your want need know include includes there get any about was were has had they them all some not just also very plus happen happens something anything'.split(
      ' ',
    ),
  ),
};

/** Stems that mean the same as another stem of the content. */
const SYNONYMS: Readonly<Record<string, string>> = {
  grati: 'gratuit',
  gratis: 'gratuit',
  // Older system versions are the previous ones.
  antigu: 'anterior',
  old: 'previou',
  older: 'previou',
};

/**
 * Spanish and Catalan endings, longest first. Nouns in -ción/-ció meet their verbs ("revisión",
 * "revisar"), "publicáis" meets "publicar", "accesibilidad" meets "accesible" (the search
 * matches prefixes). Catalan also drops -io ("revisió"); Spanish "precio" keeps it.
 */
const ES_SUFFIXES = ['idades', 'idad', 'itat', 'iones', 'ions', 'ion'].concat([
  'amos',
  'emos',
  'ais',
  'eis',
  'ar',
  'er',
  'ir',
  'es',
  'os',
  'as',
  's',
  'a',
  'o',
  'e',
]);
const CA_SUFFIXES = [...ES_SUFFIXES.slice(0, 6), 'io', ...ES_SUFFIXES.slice(6)];

/** A light stemmer: plural and gender endings, so "precios" meets "precio" and "tiendas" "tienda". */
export function stem(word: string, lang: Lang): string {
  if (word.length <= 4) return word;
  if (lang === 'en') {
    if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
    for (const suffix of ['ations', 'ation', 'ions', 'ion', 'ate', 'ing', 'ed', 'es', 's']) {
      if (word.endsWith(suffix) && word.length - suffix.length >= 4)
        return word.slice(0, -suffix.length);
    }
    return word;
  }
  for (const suffix of lang === 'ca' ? CA_SUFFIXES : ES_SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4)
      return word.slice(0, -suffix.length);
  }
  return word;
}

/** True when the folded, space-padded text holds a token starting with one of the keywords. */
function mentions(padded: string, keywords: Keywords): boolean {
  return keywords.some((keyword) => padded.includes(` ${keyword}`));
}

/** App stores: "store" or "tienda" next to them is not an online shop. */
const APP_STORE_CONTEXT: Keywords = [
  'apple',
  'google',
  'play',
  'app store',
  'tiendas',
  'botigues',
  'stores',
];

function servicesIn(padded: string): ServiceSlug[] {
  let found = SERVICE_WORDS.filter(([, words]) => mentions(padded, words)).map(([slug]) => slug);
  if (
    found.includes('aplicacion-movil') &&
    found.includes('tienda-online') &&
    mentions(padded, APP_STORE_CONTEXT)
  ) {
    found = found.filter((slug) => slug !== 'tienda-online');
  }
  if (found.length === 0 && mentions(padded, ANY_WEBSITE))
    return ['web-personal', 'web-empresarial'];
  return found;
}

/** Questions asking whether the studio does something ("¿hacéis…?", "do you…?"). */
const DO_YOU: Keywords = [
  'haceis',
  'ofreceis',
  'podeis',
  'trabajais',
  'feu ',
  'oferiu',
  'podeu',
  'treballeu',
  'do you',
  'can you',
  'could you',
];

/** Words of paying: a yes-or-no question with them may be a FAQ's question turned round. */
const PAYING: Keywords = [...INTENTS.price, 'cobr', 'charge', 'pagar', 'pagueu', 'pago ', 'pay '];

/** An answer without its opening "Sí."/"Yes."/"No.". */
function withoutYesNo(text: string): string {
  return text.replace(/^(?:Sí|Yes|No)[.,]\s*(\p{L})/u, (_match, first: string) =>
    first.toUpperCase(),
  );
}

/** The unit after a figure: time or money. */
const FIGURE_UNIT =
  /^(?:anos?|anys?|years?|dias?|dies|days?|semanas?|setmanes?|weeks?|mes|meses|mesos|months?|horas?|hores|hours?|euros?|eur)$/;

/** An amount of money, and a span of time, in an answer. */
const MONEY = /\d\s?[€$]|[€$]\s?\d/;
const TIME =
  /\d\s+(?:d[ií]as?|dies|days?|semanas?|setmanes|setmana|weeks?|meses|mesos|months?)\b|\b(?:d[ií]as?|dies|days?)\s+\d/i;

/** Words that open a follow-up ("¿y en Catalunya?", "and the maintenance?"). */
const FOLLOW_UP_OPENERS = new Set(['y', 'i', 'and', 'e', 'what about', 'how about']);

/**
 * Words of a question that name what the keywords already understood (asking for a price or
 * a time, a service) or that every question has: what is left is what the visitor asks about.
 */
function keywordTokens(phrases: readonly string[]): string[] {
  const stop = new Set(LANGS.flatMap((lang) => [...STOP_WORDS[lang]]));
  return phrases
    .flatMap((phrase) => foldText(phrase).split(' '))
    .filter((word) => word.length >= 3 && !stop.has(word));
}

/** The words of the keywords: the site's topics, with the titles of what it says. */
const TOPIC_KEYWORDS = keywordTokens([
  ...Object.values(INTENTS).flat(),
  ...SERVICE_WORDS.flatMap(([, words]) => words),
  ...ANY_WEBSITE,
]);

/** Making something: a question about it is about the studio's work, even when unanswered. */
const MAKING =
  'lanzar llancar launch build make hacer fer crear create develop desarroll desenvolup program disen dissen design';
const MAKING_STEMS = keywordTokens([MAKING]);

/**
 * Stems of words that name what the keywords already understood (asking for a price or a
 * time, a service) or that any question has; a word starting with one is generic. The support
 * words stay specific: "¿y el mantenimiento?" asks for the maintenance line of a service.
 */
const GENERIC_STEMS: readonly string[] = [
  ...new Set([
    ...keywordTokens([
      ...Object.entries(INTENTS)
        .filter(([topic]) => topic !== 'support')
        .flatMap(([, words]) => words),
      ...SERVICE_WORDS.flatMap(([, words]) => words),
      ...ANY_WEBSITE,
      ...DO_YOU,
    ]),
    ...keywordTokens([
      'cuanto cuanta cuantos cuantas quant quanta quants quantes much long many time tiempo temps',
      'take takes tarda dura durar cost proyecto projecte project servicio servei service',
      'aplicacion aplicacio application ona studio estudio hola hello please porfa favor yes',
      'vale dime digues tell',
      // Making something: what any project question says.
      MAKING,
    ]),
  ]),
  // The express plan is a topic of its own.
].filter((stemmed) => !stemmed.startsWith('expres'));

/** True when `a` becomes `b` with at most one letter added, dropped or changed. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

/** Generic words a typo may hide, greetings aside ("hora" is not a typo of "hola"). */
const GREETING_STEMS = new Set(keywordTokens([...INTENTS.greeting, ...INTENTS.thanks]));
const TYPO_STEMS = GENERIC_STEMS.filter(
  (stemmed) => stemmed.length >= 4 && !GREETING_STEMS.has(stemmed),
);

/** Generic, or a typo of a generic word ("qunt", "presio"). */
const isGeneric = (word: string) =>
  GENERIC_STEMS.some((stemmed) => word.startsWith(stemmed)) ||
  // Four letters against four are too close to call ("fees", "fets").
  (word.length >= 4 &&
    TYPO_STEMS.some(
      (stemmed) => Math.max(word.length, stemmed.length) >= 5 && oneEditApart(word, stemmed),
    ));

const SERVICE_STEMS = keywordTokens(SERVICE_WORDS.flatMap(([, words]) => words));
const namesService = (word: string) => SERVICE_STEMS.some((stemmed) => word.startsWith(stemmed));

interface SearchDoc extends KnowledgeDoc {
  /** What the entry is: faq, service-faq, product, extra, benefit, step, process, tier, cost… */
  kind: string;
}

function tokenizer(lang: Lang) {
  return {
    tokenize: (text: string) => foldText(text).split(/\s+/).filter(Boolean),
    // Terms come folded from tokenize.
    processTerm: (folded: string) => {
      if (folded.length < 2 || STOP_WORDS[lang].has(folded)) return null;
      const stemmed = stem(folded, lang);
      return SYNONYMS[stemmed] ?? stemmed;
    },
  };
}

function buildIndex(docs: readonly KnowledgeDoc[], lang: Lang): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'body'],
    storeFields: ['answer', 'service', 'kind'],
    ...tokenizer(lang),
    searchOptions: { boost: { title: 3 }, fuzzy: 0.15, prefix: true, combineWith: 'OR' },
  });
  index.addAll(docs.map((doc) => ({ ...doc, kind: doc.id.split(':')[0] ?? '' })));
  return index;
}

/**
 * A search hit counts when it matched enough of the question's meaningful words, or one rare
 * word that points clearly at one entry.
 */
function goodHit(
  hit: SearchResult | undefined,
  runnerUp: SearchResult | undefined,
  asked: readonly string[],
  queryTerms: number,
  touchesTopic: (hit: SearchResult) => boolean,
): hit is SearchResult {
  if (!hit) return false;
  // Words the question asks about count; "build" or "price" match too much to.
  const matched =
    asked.length === 0
      ? hit.terms.length
      : asked.filter((term) => hit.queryTerms.some((query) => query.startsWith(term))).length;
  const wanted = Math.min(2, asked.length === 0 ? queryTerms : asked.length);
  if (!touchesTopic(hit)) return false;
  // At least half of what a long question asks ("¿quién ganó el partido del Barça ayer?" is
  // not the team's FAQ for matching "quién" and "Barça").
  const half = asked.length >= 4 ? matched * 2 > asked.length : matched * 2 >= asked.length;
  if (matched >= wanted && half && hit.score >= 4) return true;
  if (asked.length > 3) return false;
  // The FAQ and the product of the same subject ("asistencia-tecnica-oficinas") agree.
  const subject = (result: SearchResult) => String(result.id).split(':').at(-1);
  const rival = runnerUp && subject(runnerUp) !== subject(hit) ? runnerUp.score : 0;
  return hit.score >= 15 && hit.score >= 1.2 * rival;
}

/** The meaningful words of a text, stemmed as the index stems them. */
function terms(text: string, lang: Lang): string[] {
  const { tokenize, processTerm } = tokenizer(lang);
  return [...new Set(tokenize(text).flatMap((word) => processTerm(word) ?? []))];
}

function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

export class BuiltinProvider implements ChatProvider {
  readonly name = 'builtin' as const;
  readonly model = null;
  private readonly indexes: Record<Lang, MiniSearch<SearchDoc>>;
  private readonly languages: LanguageDetector;
  /** Per language, the stems of every title the site has and of the keywords: its topics. */
  private readonly topicTerms: Record<Lang, ReadonlySet<string>>;
  /** Per language, every stem the site's text has. */
  private readonly vocabulary: Record<Lang, ReadonlySet<string>>;

  /**
   * `copy` is the service pages' copy (the web app's locale files); by default read from the
   * source tree.
   */
  constructor(
    private readonly content: Content,
    private readonly copy: SiteCopy = loadSiteCopy(),
  ) {
    const docs = perLang((lang) => knowledgeDocs(content, copy, lang));
    this.indexes = perLang((lang) => buildIndex(docs[lang], lang));
    this.languages = createLanguageDetector(content);
    const keywords = TOPIC_KEYWORDS.join(' ');
    // Cost lines are figures ("150 €/hora"), not topics.
    const titles = LANGS.flatMap((l) =>
      docs[l].filter((doc) => !doc.id.startsWith('cost:')).map((doc) => doc.title),
    );
    this.topicTerms = perLang((lang) => new Set(terms([keywords, ...titles].join(' '), lang)));
    this.vocabulary = perLang(
      (lang) => new Set(docs[lang].flatMap((doc) => terms(`${doc.title} ${doc.body}`, lang))),
    );
  }

  /**
   * The entry that answers what the question asks beyond its keywords ("respuesta a
   * incidentes", "Apple review"), among those of `services` and the general ones; or null.
   */
  private specificHit(
    text: string,
    lang: Lang,
    services: readonly ServiceSlug[],
    asks: { price: boolean; time: boolean; yesNo: boolean; exact?: boolean },
  ): SearchResult | null {
    const specific = this.specificTerms(text, lang);
    if (specific.length === 0) return null;
    // The service's own words help rank ("ampliar la web d'empresa amb una botiga"), a little.
    const query = foldText(text)
      .split(' ')
      .filter((word) => word.length >= 2 && (!isGeneric(word) || namesService(word)));
    const hits = this.indexes[lang].search(query.join(' '), {
      boostTerm: (term) => (specific.includes(term) ? 1 : 0.3),
      filter: (result) =>
        (services.length === 0 ||
          result.service === undefined ||
          services.includes(result.service as ServiceSlug)) &&
        // A question for a price or a time wants an entry that gives one.
        (!asks.price || MONEY.test(String(result.answer))) &&
        (!asks.time || TIME.test(String(result.answer))),
      // Steps and costs say how long and how much; a feature of the same name does not.
      boostDocument: (_id, _term, stored) => {
        const kind = String(stored?.kind);
        // Without a service named, the studio-wide entries answer ("how much is maintenance?");
        // with one, its own entries ("i el manteniment?" after a SaaS: the SaaS's line).
        const own = kind === 'cost' ? 1.5 : 1;
        const scoped = stored?.service === undefined ? 1 : services.length === 0 ? 0.5 : own;
        if ((asks.time || asks.price) && /^(step|cost|tier)$/.test(kind)) return 1.5 * scoped;
        // "Do you…?" is what the FAQs answer, yes or no.
        if (asks.yesNo && /faq$/.test(kind)) return 1.5 * scoped;
        return scoped;
      },
    });
    const covered = (hit: SearchResult) =>
      specific.filter((term) => hit.queryTerms.some((query) => query.startsWith(term)));
    // Among the best few, the entry that matches most of the asked words ("hasta 200
    // productos" is the package with 200, not the maintenance line with 20).
    const [hit] = hits
      .slice(0, 8)
      .map((result, rank) => ({ result, rank, covered: covered(result) }))
      .sort((a, b) => b.covered.length - a.covered.length || a.rank - b.rank);
    if (!hit || hit.result.score < 6) return null;
    // Every word of a short question, most of a longer one; every word when nothing else (a
    // service, a price, a time) says the question is the studio's.
    const anchored = !asks.exact && (services.length > 0 || asks.price || asks.time);
    const needed =
      specific.length <= 2 || !anchored ? specific.length : Math.ceil(0.6 * specific.length);
    if (hit.covered.length < needed) return null;
    // Without a service or a price or time asked, a match must touch the site's topics: "¿qué
    // hora es?" is not the hourly rate.
    const onTopic =
      services.length > 0 ||
      asks.price ||
      asks.time ||
      hit.result.terms.some((term) => this.topicTerms[lang].has(term));
    return onTopic ? hit.result : null;
  }

  /**
   * What a question asks about beyond its keywords, as index terms. A service's word the site
   * never uses ("penetration") stays: no entry answers it, so the service itself will.
   */
  private specificTerms(text: string, lang: Lang): string[] {
    const all = foldText(text).split(' ');
    // A figure the visitor states ("10 años", "100 €") is what the answer must correct, not a
    // word to look for; a quantity ("hasta 200 productos") is.
    const words = all.filter(
      (word, i) =>
        (word.length >= 3 && !/^\d/.test(word)) ||
        (/^\d+$/.test(word) && !FIGURE_UNIT.test(all[i + 1] ?? '')),
    );
    return terms(words.join(' '), lang).filter((term) => {
      const word = words.find((w) => tokenizer(lang).processTerm(w) === term) ?? term;
      return !isGeneric(word) || (namesService(word) && !this.vocabulary[lang].has(term));
    });
  }

  /** True when under half of the question's meaningful words belong to the site's topics. */
  private offTopic(text: string, lang: Lang): boolean {
    const folded = foldText(text).split(' ');
    if (folded.some((word) => MAKING_STEMS.some((making) => word.startsWith(making)))) return false;
    // What it asks beyond "how much", "how long"…: "what time is it in Tokyo?" asks "Tokyo".
    const meaningful = this.specificTerms(text, lang);
    if (meaningful.length === 0) return false;
    const known = meaningful.filter((term) => this.topicTerms[lang].has(term));
    return known.length * 2 < meaningful.length;
  }

  /**
   * Answers the last visitor message, in the language the visitor writes in (else the page's,
   * `pageLang`); a follow-up ("¿y el mantenimiento?") keeps the service of the one before.
   */
  answer(messages: readonly ChatMessage[], pageLang: Lang): BuiltinAnswer {
    const visitor = messages.filter((m) => m.role === 'user');
    const lang = replyLanguage(
      this.languages,
      visitor.map((message) => message.content),
      pageLang,
    );
    const text = visitor.at(-1)?.content ?? '';
    const folded = foldText(text);
    const padded = ` ${folded} `;
    const content = this.content;
    const copy = this.copy[lang];
    const p = PHRASES[lang];
    const words = folded.split(' ').filter(Boolean);
    const has = (topic: keyof typeof INTENTS) => mentions(padded, INTENTS[topic]);

    const previous = visitor.length > 1 ? (visitor.at(-2)?.content ?? '') : '';
    const previousServices = previous ? servicesIn(` ${foldText(previous)} `) : [];
    const followUp =
      previous !== '' &&
      (FOLLOW_UP_OPENERS.has(words[0] ?? '') ||
        FOLLOW_UP_OPENERS.has(words.slice(0, 2).join(' ')) ||
        words.length <= 3);
    let services = servicesIn(padded);
    // Follow-ups such as "¿y cuánto tarda?" keep the service of the previous question.
    if (services.length === 0 && (followUp || has('price') || has('deadline'))) {
      services = previousServices;
    }
    const scope = followUp ? [...new Set([...services, ...previousServices])] : services;

    const otherIntent = (Object.keys(INTENTS) as (keyof typeof INTENTS)[]).some(
      (topic) => topic !== 'greeting' && topic !== 'thanks' && has(topic),
    );
    const greetingOnly =
      (has('greeting') || has('thanks')) &&
      words.length <= 4 &&
      !otherIntent &&
      servicesIn(padded).length === 0 &&
      this.specificTerms(text, lang).length === 0;
    if (greetingOnly) {
      return has('thanks')
        ? { topic: 'thanks', text: p.thanks }
        : { topic: 'greeting', text: p.greeting };
    }
    if (has('human')) return { topic: 'human', text: p.human(pageUrl('/contacto', lang)) };
    if (has('contact')) return { topic: 'contact', text: contactAnswer(content, lang) };
    if (has('portfolio')) return { topic: 'portfolio', text: portfolioAnswer(content, lang) };
    if (has('quote')) return { topic: 'quote', text: p.quote(quoteUrl(lang)) };

    const quote = p.moreInfo(quoteUrl(lang, scope.length === 1 ? scope[0] : undefined));
    // "¿Hacéis…?", "¿Publicáis…?", "Feu…?", "Do you…?"
    const yesNo =
      mentions(padded, DO_YOU) ||
      (lang === 'es' && /^\S{3,}(ais|eis)$/.test(words[0] ?? '')) ||
      (lang === 'ca' && /^\S{2,}eu$/.test(words[0] ?? '')) ||
      (lang === 'en' && /^(does|is|are|will|would)$/.test(words[0] ?? ''));
    // "¿Cobráis por…?", "Do you charge for…?": a question about paying has its own yes and no.
    const aboutPaying = yesNo && mentions(padded, PAYING);
    const fromSearch = (hit: SearchResult): BuiltinAnswer => {
      const isFaq = String(hit.kind).endsWith('faq');
      // An entry other than a FAQ (a feature, a step, a package) is something the studio does.
      const yes = yesNo && !isFaq ? `${p.yes} ` : '';
      // A FAQ's "Sí."/"No." answers its own question ("is it free?"), which may be the visitor's
      // turned round ("do you charge?"): then the fact that follows answers, without it.
      let answer = String(hit.answer);
      if (isFaq && aboutPaying) answer = withoutYesNo(answer);
      // The FAQ page has more like it; anything else, a quote for the visitor's case.
      const more = hit.kind === 'faq' ? p.faqMore(pageUrl('/faq', lang)) : quote;
      return { topic: 'faq', source: String(hit.id), text: `${yes}${answer}\n${more}` };
    };
    const previousPadded = ` ${foldText(previous)} `;
    const asksPrice =
      has('price') ||
      mentions(padded, ['cuanto ', 'quant ', 'quanto ']) ||
      // "¿y el mantenimiento?" after a price question asks for a price too ("and what does it
      // include?" does not).
      (followUp &&
        !has('deadline') &&
        mentions(previousPadded, INTENTS.price) &&
        (has('support') || this.specificTerms(text, lang).length > 0));
    const asksTime =
      has('deadline') || (followUp && !asksPrice && mentions(previousPadded, INTENTS.deadline));
    // What the question asks beyond its keywords: the incident-response rate, the Apple review.
    const asks = {
      // The question's own kind: "i la revisió d'Apple?" after a price asks for no price.
      price:
        (has('price') || mentions(padded, ['cuanto ', 'quant ', 'quanto '])) && !has('deadline'),
      time: has('deadline'),
      yesNo,
    };
    // An entry with the price or time asked; else, for a yes-or-no question, one that answers
    // every word ("do you charge for the first consultation?" is the FAQ saying it is free).
    const specific = this.specificHit(text, lang, scope, asks);
    if (specific) return fromSearch(specific);
    const exact =
      (asks.price || asks.time) && yesNo
        ? this.specificHit(text, lang, scope, { ...asks, price: false, time: false, exact: true })
        : null;
    if (exact) {
      // Its "Yes."/"No." answers the FAQ's own question ("is it free?"), not the visitor's.
      const answer = fromSearch(exact);
      return { ...answer, text: withoutYesNo(answer.text) };
    }
    if (has('services')) return { topic: 'services', text: servicesAnswer(content, lang) };

    if (has('payment') && !asksPrice) return { topic: 'payment', text: paymentAnswer(lang) };
    if (asksTime && !has('price')) {
      return { topic: 'deadline', text: termAnswer(content, lang, services), services };
    }
    if (asksPrice) {
      // "How much is maintenance?" is about the plans, not the projects.
      if (services.length === 0 && has('support')) {
        return { topic: 'support', text: supportAnswer(content, lang) };
      }
      return { topic: 'price', text: priceAnswer(content, lang, services, copy), services };
    }

    const searchText = followUp && services.length === 0 ? `${previous} ${text}` : text;
    const queryTerms = terms(searchText, lang).length;
    // A hit must match something the question asks about, not only "build" or "price".
    const asked = this.specificTerms(searchText, lang);
    const [hit, runnerUp] = this.indexes[lang].search(searchText, {
      filter: (result) =>
        asked.length === 0 ||
        result.queryTerms.some((query) => asked.some((term) => query.startsWith(term))),
    });
    // "I need an app for my gym": the service itself, unless a FAQ matches the question closely.
    const closeFaq = hit !== undefined && hit.terms.length >= 3;
    if (services.length > 0 && services.length < 3 && !closeFaq) {
      return {
        topic: 'service',
        text: serviceAnswer(content, lang, services, copy, { yes: yesNo }),
        services,
      };
    }
    const touchesTopic = (result: SearchResult) =>
      asked.length === 0 || result.terms.some((term) => this.topicTerms[lang].has(term));
    if (goodHit(hit, runnerUp, asked, queryTerms, touchesTopic)) return fromSearch(hit);
    if (has('support')) return { topic: 'support', text: supportAnswer(content, lang) };
    if (services.length > 0) {
      return {
        topic: 'service',
        text: serviceAnswer(content, lang, services, copy, { yes: yesNo }),
        services,
      };
    }
    if (has('greeting')) return { topic: 'greeting', text: p.greeting };
    if (this.offTopic(searchText, lang)) {
      return { topic: 'offtopic', text: p.offTopic(pageUrl('/servicios', lang)) };
    }
    return { topic: 'unknown', text: p.unknown(quoteUrl(lang)) };
  }

  async reply({ messages, lang }: ChatInput): Promise<ChatAnswer> {
    const answer = this.answer(messages, lang);
    return { text: answer.text, handover: answer.topic === 'unknown' || answer.topic === 'human' };
  }
}
