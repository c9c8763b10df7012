import MiniSearch, { type SearchResult } from 'minisearch';
import type { Content } from '@studio/content';
import { LANGS, foldText, type ChatMessage, type Lang, type ServiceSlug } from '@studio/shared';
import {
  contactAnswer,
  paymentAnswer,
  portfolioAnswer,
  priceAnswer,
  serviceAnswer,
  quoteUrl,
  servicesAnswer,
  supportAnswer,
  termAnswer,
} from './knowledge.js';
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

const INTENTS: Record<Exclude<Topic, 'faq' | 'service' | 'unknown'>, Keywords> = {
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
  thanks: ['gracias', 'moltes gracies', 'gracies', 'merci', 'thanks', 'thank you', 'thx'],
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
    ['movil', 'mobil', 'mobile', 'app ', 'apps ', 'ios ', 'android', 'pwa ', 'iphone'],
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
    'a al algo con como cual cuando de del el en es esta este esto hay la las lo los me mi mis muy no o os para pero por puedo puede podeis podemos que se si sin son su sus te tu tus un una uno unos y ya yo vosotros teneis haceis hace hacer ser estar quiero queria necesito saber incluye incluir incluido vuestro vuestra vuestros nuestro nuestra'.split(
      ' ',
    ),
  ),
  ca: new Set(
    'a al amb com de del el els en es esta et i la les li lo mes no o per pero que quan quin quina se si sense son un una uns unes va vull voldria necessito saber inclou inclos teniu feu fa ser puc pot pots vostre vostra meu meva el'.split(
      ' ',
    ),
  ),
  en: new Set(
    'a an and are as at be by can could do does for from have how i if in is it me my of on or our so than that the their this to us we what when where which who why will with would you your want need know include includes there get any about was were has had they them all some not just also very'.split(
      ' ',
    ),
  ),
};

/** Stems that mean the same as another stem of the content. */
const SYNONYMS: Readonly<Record<string, string>> = {
  grati: 'gratuit',
  gratis: 'gratuit',
};

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
  for (const suffix of ['ciones', 'cions', 'cion', 'cio', 'es', 'os', 'as', 's', 'a', 'o', 'e']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4)
      return word.slice(0, -suffix.length);
  }
  return word;
}

/** True when the folded, space-padded text holds a token starting with one of the keywords. */
function mentions(padded: string, keywords: Keywords): boolean {
  return keywords.some((keyword) => padded.includes(` ${keyword}`));
}

function servicesIn(padded: string): ServiceSlug[] {
  const found = SERVICE_WORDS.filter(([, words]) => mentions(padded, words)).map(([slug]) => slug);
  if (found.length === 0 && mentions(padded, ANY_WEBSITE))
    return ['web-personal', 'web-empresarial'];
  return found;
}

interface SearchDoc {
  id: string;
  title: string;
  body: string;
  answer: string;
}

function buildIndex(content: Content, lang: Lang): MiniSearch<SearchDoc> {
  const tokenize = (text: string) => foldText(text).split(/\s+/).filter(Boolean);
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'body'],
    storeFields: ['answer'],
    tokenize,
    processTerm: (term) => {
      const folded = foldText(term);
      if (folded.length < 2 || STOP_WORDS[lang].has(folded)) return null;
      const stemmed = stem(folded, lang);
      return SYNONYMS[stemmed] ?? stemmed;
    },
    searchOptions: { boost: { title: 3 }, fuzzy: 0.15, prefix: true, combineWith: 'OR' },
  });
  const { faqs, products, extras } = content.lists[lang];
  index.addAll([
    ...faqs.map((faq, i) => ({
      id: `faq:${faq.id ?? i}`,
      title: faq.question,
      body: faq.answer,
      answer: faq.answer,
    })),
    ...products.map((product) => ({
      id: `product:${product.slug}`,
      title: product.title,
      body: product.description,
      answer: `${product.title}: ${product.description} (${product.estimacion.plazo})`,
    })),
    ...extras.map((extra) => ({
      id: `extra:${extra.slug}`,
      title: extra.title,
      body: extra.description,
      answer: `${extra.title}: ${extra.description}`,
    })),
  ]);
  return index;
}

/**
 * A search hit counts when it matched enough of the question's meaningful words, or one rare
 * word that points clearly at one entry.
 */
function goodHit(
  hit: SearchResult | undefined,
  runnerUp: SearchResult | undefined,
  queryTerms: number,
): hit is SearchResult {
  if (!hit) return false;
  if (hit.terms.length >= Math.min(2, queryTerms) && hit.score >= 4) return true;
  return hit.score >= 15 && hit.score >= 1.2 * (runnerUp?.score ?? 0);
}

export class BuiltinProvider implements ChatProvider {
  readonly name = 'builtin' as const;
  readonly model = null;
  private readonly indexes: Record<Lang, MiniSearch<SearchDoc>>;
  private readonly languages: LanguageDetector;

  constructor(private readonly content: Content) {
    this.indexes = Object.fromEntries(
      LANGS.map((lang) => [lang, buildIndex(content, lang)]),
    ) as Record<Lang, MiniSearch<SearchDoc>>;
    this.languages = createLanguageDetector(content);
  }

  /**
   * Answers the last visitor message, in the language the visitor writes in (else the page's,
   * `pageLang`); earlier messages name the service when this one does not.
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
    const p = PHRASES[lang];
    const words = folded.split(' ').filter(Boolean);

    let services = servicesIn(padded);
    const has = (topic: keyof typeof INTENTS) => mentions(padded, INTENTS[topic]);

    // Follow-ups such as "¿y cuánto tarda?" keep the service of the previous question.
    if (services.length === 0 && visitor.length > 1 && (has('price') || has('deadline'))) {
      const previous = ` ${foldText(visitor.at(-2)?.content ?? '')} `;
      services = servicesIn(previous);
    }

    const greetingOnly =
      (has('greeting') || has('thanks')) && words.length <= 4 && !has('price') && !has('deadline');
    if (greetingOnly) {
      return has('thanks')
        ? { topic: 'thanks', text: p.thanks }
        : { topic: 'greeting', text: p.greeting };
    }
    const asksPrice = has('price') || mentions(padded, ['cuanto ', 'quant ', 'quanto ']);
    if (has('payment') && !asksPrice) return { topic: 'payment', text: paymentAnswer(lang) };
    if (has('deadline') && !mentions(padded, ['precio', 'preu', 'price', 'cost'])) {
      return { topic: 'deadline', text: termAnswer(content, lang, services), services };
    }
    if (asksPrice) {
      // "How much is maintenance?" is about the plans, not the projects.
      if (services.length === 0 && has('support')) {
        return { topic: 'support', text: supportAnswer(content, lang) };
      }
      return { topic: 'price', text: priceAnswer(content, lang, services), services };
    }
    if (has('contact')) return { topic: 'contact', text: contactAnswer(content, lang) };
    if (has('portfolio')) return { topic: 'portfolio', text: portfolioAnswer(content, lang) };
    if (has('quote')) return { topic: 'quote', text: p.quote(quoteUrl(lang)) };
    if (has('services')) return { topic: 'services', text: servicesAnswer(content, lang) };

    const queryTerms = new Set(
      words.filter((w) => w.length >= 2 && !STOP_WORDS[lang].has(w)).map((w) => stem(w, lang)),
    ).size;
    const [hit, runnerUp] = this.indexes[lang].search(text);
    // "I need an app for my gym": the service itself, unless a FAQ matches the question closely.
    const closeFaq = hit !== undefined && hit.terms.length >= 3;
    if (services.length > 0 && services.length < 3 && !closeFaq) {
      return { topic: 'service', text: serviceAnswer(content, lang, services), services };
    }
    if (goodHit(hit, runnerUp, queryTerms)) {
      const answer = String(hit.answer);
      return {
        topic: 'faq',
        source: String(hit.id),
        text: `${answer}\n${p.moreInfo(quoteUrl(lang))}`,
      };
    }
    if (has('support')) return { topic: 'support', text: supportAnswer(content, lang) };
    if (services.length > 0) {
      return { topic: 'service', text: serviceAnswer(content, lang, services), services };
    }
    if (has('greeting')) return { topic: 'greeting', text: p.greeting };
    return { topic: 'unknown', text: p.unknown(quoteUrl(lang)) };
  }

  async reply({ messages, lang }: ChatInput): Promise<ChatAnswer> {
    const answer = this.answer(messages, lang);
    return { text: answer.text, handover: answer.topic === 'unknown' };
  }
}
