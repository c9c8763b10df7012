import { describe, expect, it } from 'vitest';
import { loadContent } from '@studio/content';
import { CHAT_LIMITS, formatMoney } from '@studio/shared';
import { chatEnv } from '../../test/helper.js';
import { loadPhrasings } from '../knowledge/phrasings.js';
import { loadSitePassages } from '../knowledge/site-pages.js';
import { Analyzer } from '../retrieval/analyzer.js';
import { createSearches } from '../retrieval/search.js';
import { CLOSE_COVERAGE, decide, quoteOf } from '../answer/compose.js';
import { BuiltinProvider } from './builtin.js';
import { siteKnowledge } from '../provider.js';
import { figure, priceOf } from '../eval/figures.js';

// The knowledge base is the built site: `npm test` builds before these run.
const passages = loadSitePassages(chatEnv().WEB_DIST!);
const phrasings = loadPhrasings();
const searches = createSearches(passages, phrasings);
const assistant = new BuiltinProvider(siteKnowledge(chatEnv().WEB_DIST!), phrasings, loadContent());
const ask = (question: string, lang: 'es' | 'ca' | 'en' = 'es', previous?: string) =>
  assistant.answer(question, previous, lang);

/** The studio's contact details, as the site was built with them. */
const { settings } = loadContent();

describe('the analysis of words', () => {
  it('folds accents and case, drops stop words, stems each language', () => {
    const es = new Analyzer('es');
    expect(es.terms('Las TIENDAS')).toEqual(es.terms('tienda'));
    expect(new Analyzer('ca').terms('les empreses')).toEqual(new Analyzer('ca').terms('empresa'));
    expect(new Analyzer('en').terms('the stores')).toEqual(new Analyzer('en').terms('store'));
  });

  it('makes one the words the phrasings call synonyms', () => {
    const es = new Analyzer('es', [['precio', 'cuesta']]);
    expect(es.terms('cuesta')).toEqual(es.terms('precio'));
  });
});

describe('the search over the site', () => {
  it('corrects a typo to the closest word the site uses', () => {
    expect(searches.es.correct('presupesto tienda onlin')).toBe('presupuesto tienda online');
  });

  it('corrects two letters swapped in a word of six', () => {
    const shop = formatMoney(priceOf('tienda-online'), 'en');
    expect(ask('pricing for an onlien shop', 'en').text).toContain(shop);
  });

  it('finds nothing close for a question the site does not cover', () => {
    for (const [lang, question] of [
      ['es', '¿Cuál es la capital de Francia?'],
      ['ca', 'qui va guanyar la lliga l’any passat?'],
      ['en', 'write me a poem about cats'],
    ] as const) {
      const { hits } = searches[lang].search(question);
      expect(
        hits.every((hit) => hit.coverage < CLOSE_COVERAGE),
        question,
      ).toBe(true);
      expect(decide(searches[lang].search(question)).kind).toBe('not-found');
    }
  });
});

describe('the off-topic examples', () => {
  it('decline a question closer to one of them than to any passage', () => {
    // Words the site uses ("tiempo", "hora", "contraseña") do not make it a question about it.
    const example = phrasings.es.offTopic.find((text) => /tiempo/i.test(text))!;
    expect(searches.es.search(example)).toMatchObject({ hits: [], offTopic: true });
    expect(ask(example).kind).toBe('not-found');
  });

  it('leave a question about the site to the passages, whatever words they share', () => {
    const answer = ask('¿Cuánto tiempo tardáis en hacer una tienda online?');
    expect(answer.kind).toBe('answer');
    const [min, max] = ['min', 'max'].map((end) => figure(`pricing.tienda-online.term.${end}`));
    expect(answer.text).toContain(`${min}-${max} semanas`);
  });
});

describe('the quote of a long passage', () => {
  const long = {
    ...passages.en[0]!,
    // One paragraph, longer than a quote, that speaks of hosting only in its middle.
    text: [
      'We build every project with a senior team. '.repeat(6).trim(),
      'Hosting is included for three months. After that it costs from €10 a month, and you can move it wherever you like.',
      'Every project has a two-year warranty. '.repeat(6).trim(),
    ].join(' '),
  };

  it('quotes whole sentences, the ones that hold what was asked', () => {
    const quote = quoteOf(
      long,
      searches.en.analyzer.terms('how much is hosting a month'),
      searches.en,
    );
    expect(quote).toContain('After that it costs from €10 a month');
    expect(quote.length).toBeLessThan(long.text.length);
    expect(quote).toMatch(/^[A-Z].*\.$/s);
  });
});

describe('the built-in assistant', () => {
  it('quotes the passage that answers and links where the site says it', () => {
    const answer = ask('¿Cuál es vuestro horario?');
    expect(answer.kind).toBe('answer');
    const { opens, closes } = settings.hours;
    expect(answer.text).toContain(`${opens.replace(/^0/, '')}-${closes}`);
    expect(answer.text).toMatch(/\]\(\/contacto#[\w-]+\)\.$/);
    expect(answer.handover).toBe(false);
  });

  it('answers a long question by the one close passage no other comes near', () => {
    // A visitor's story ("soy profesora de yoga…") is words no page uses: no passage holds
    // half of the question, and the closest one, unrivalled, is still its answer.
    const [first, second, third] = passages.es;
    const hit = (passage: typeof first, coverage: number, score: number, subjects = 2) => ({
      passage: passage!,
      coverage,
      score,
      subjects,
    });
    const terms = ['profesor', 'yog', 'web', 'plan', 'prec'];
    const alone = decide({ terms, hits: [hit(first, 0.45, 10), hit(second, 0.41, 6)] });
    expect(alone).toMatchObject({ kind: 'answer', hit: { passage: first } });
    // One of its subjects in common is a coincidence ("video games", a meeting by video call).
    const once = decide({ terms, hits: [hit(first, 0.45, 10, 1), hit(second, 0.41, 6, 1)] });
    expect(once.kind).toBe('unsure');
    // Two as close and as high: the visitor chooses.
    const rivals = decide({ terms, hits: [hit(first, 0.45, 10), hit(third, 0.45, 9)] });
    expect(rivals.kind).toBe('unsure');
  });

  it('ranks first a passage asked for in the same words (its asks in chat.json)', () => {
    // "teléfono" is on several pages; "¿Cuál es vuestro teléfono?" is one of the contact's asks.
    const answer = ask('¿Cuál es vuestro teléfono?');
    expect(answer.kind).toBe('answer');
    expect(answer.text).toContain(settings.phone.display);
  });

  it('compares a question with the asks stop words and all: "your email" is the studio\'s', () => {
    // The personal website's "Domain and e-mail" card holds "email" as well, in a short heading.
    for (const [lang, question] of [
      ['ca', 'Quin és el vostre correu?'],
      ['en', 'What is your email?'],
    ] as const) {
      expect(ask(question, lang).text, question).toContain(settings.email);
    }
  });

  it('searches an answer other passages give as well with the question before it', () => {
    // Alone, "how much a month?" is answered by whichever service's costs rank first.
    const answer = ask(
      'how much a month?',
      'en',
      'Do you offer maintenance for SaaS applications?',
    );
    const maintenance = formatMoney(priceOf('aplicacion-saas', 'maintenance'), 'en');
    expect(answer.text).toContain(`${maintenance}/month`);
    // "experiencia" is on every team member's card and on the team's pages.
    // The member is asked for by the name on their card, and answered with their card's years.
    const card = passages.es.find((passage) => passage.url.endsWith('#team-commercial'))!;
    const years = /\d+ años/.exec(card.text)?.[0];
    expect(years, card.text).toBeDefined();
    expect(ask('¿y cuánta experiencia tiene?', 'es', `¿quién es ${card.heading}?`).text).toContain(
      years,
    );
  });

  it('offers suggestions for a one-word question, whatever one passage asks with that word', () => {
    for (const [lang, question] of [
      ['es', '¿precios?'],
      ['ca', 'preus?'],
      ['en', 'prices?'],
    ] as const) {
      expect(ask(question, lang).kind, question).toBe('unsure');
    }
  });

  it('quotes a passage that answers its own question with a yes after that question', () => {
    const yes = passages.es.find((passage) => /^Sí\./.test(passage.text))!;
    const answer = ask(yes.heading);
    expect(answer.kind).toBe('answer');
    expect(answer.text).toContain(yes.text.split('\n')[0]);
    expect(answer.text).not.toMatch(/^\W*s[ií]\b/i);
    expect(answer.text.split('\n')[0]).toMatch(/\?$/);
  });

  it('never confirms what the visitor asserts and the site does not say', () => {
    for (const [lang, question] of [
      ['es', 'Tenéis oficina en Madrid, ¿verdad?'],
      ['ca', 'Teniu oficines a Madrid i a Londres, oi?'],
      ['en', 'You have an office in London, right?'],
    ] as const) {
      const answer = ask(question, lang);
      expect(answer.text, question).not.toMatch(/^\W*(s[ií]|yes)(?!\p{L})/iu);
      expect(answer.text, question).not.toMatch(/madrid|londres|london/i);
    }
  });

  it('offers the closest questions when unsure, at most three, and a person', () => {
    const answer = ask('y lo del soporte?');
    if (answer.kind === 'unsure') {
      expect(answer.suggestions!.length).toBeGreaterThan(0);
      expect(answer.suggestions!.length).toBeLessThanOrEqual(CHAT_LIMITS.maxSuggestions);
      expect(answer.handover).toBe(true);
      // A suggestion sent back is answered with its own passage.
      const chosen = ask(answer.suggestions![0]!);
      expect(chosen.kind).toBe('answer');
      expect(chosen.sources).toHaveLength(1);
    } else {
      expect(answer.kind).toBe('answer');
    }
  });

  it('offers a vague question the overview of its subject before the cards inside a page', () => {
    const answer = ask('seguridad');
    expect(answer.kind).toBe('unsure');
    const overview = passages.es.find(
      (passage) => passage.route === 'service-ciberseguridad' && passage.parents.length === 0,
    )!;
    expect(answer.suggested!.map((source) => source.heading)).toContain(overview.heading);
  });

  it('says plainly when the site does not cover a question, with a person and the quote form', () => {
    const answer = ask('¿Me recomiendas una película?');
    expect(answer.kind).toBe('not-found');
    expect(answer.handover).toBe(true);
    expect(answer.text).toMatch(/\]\(\/contacto\)/);
    expect(answer.text).not.toMatch(/\d\s?€/);
    expect(answer.suggestions).toBeUndefined();
  });

  it('hands over when asked for a person, greets and thanks without searching', () => {
    expect(ask('quiero hablar con una persona')).toMatchObject({ kind: 'reply', handover: true });
    expect(ask('Hola')).toMatchObject({ kind: 'reply', handover: false });
    expect(ask('moltes gràcies', 'ca')).toMatchObject({ kind: 'reply', handover: false });
  });

  it('answers a question wrapped in a greeting', () => {
    const answer = ask('hola! what is your phone number? thanks', 'en');
    expect(answer.kind).toBe('answer');
    expect(answer.text).toContain(settings.phone.display);
  });
});
