import type { Lang } from '@studio/shared';

/**
 * Facts are never typed here: every fact the assistant gives is a passage of the site. The
 * studio's name comes from settings.json (`studio`), as for every other text of the site.
 */
export interface Phrases {
  greeting: (studio: string) => string;
  thanks: string;
  /** The visitor asked for a person: the chat opens the hand-over. */
  person: string;
  /** Before the link to where the site says it. */
  moreAt: string;
  /** The closest questions follow as buttons. */
  unsure: string;
  notFound: (quoteUrl: string, hours: number, studio: string) => string;
  /** Link words for the quote form, in the LLM's instructions. */
  quoteFormWords: string;
  errors: { unavailable: string; timeout: string; failed: string };
  languageName: string;
}

export const PHRASES: Record<Lang, Phrases> = {
  es: {
    greeting: (studio) =>
      `¡Hola! Soy el asistente de ${studio}. Pregúntame lo que quieras saber de la web: servicios, precios, plazos, garantía, el equipo o cómo contactarnos.`,
    thanks: '¡A ti! Si necesitas algo más, aquí estoy.',
    person:
      'Claro. Déjame tu correo y paso la conversación a una persona del equipo, que te responderá.',
    moreAt: 'Lo tienes en',
    unsure:
      'No estoy seguro de a qué te refieres. ¿Es alguna de estas preguntas? Si no, puedo pasar tu pregunta a una persona del equipo.',
    notFound: (url, hours, studio) =>
      `No encuentro eso en la web de ${studio}. Si es sobre un proyecto, puedo pasar tu pregunta a una persona del equipo, o puedes [pedir presupuesto](${url}) y te respondemos en menos de ${hours} horas.`,
    quoteFormWords: 'el formulario de presupuesto',
    errors: {
      unavailable: 'El asistente no está disponible ahora mismo. Déjanos un mensaje.',
      timeout: 'El asistente ha tardado demasiado en responder. Inténtalo de nuevo.',
      failed: 'Error al contactar con la IA.',
    },
    languageName: 'Spanish',
  },
  ca: {
    // Catalan elides "de" before a vowel ("d’Ona"): no sentence here puts the name after it.
    greeting: (studio) =>
      `Hola! Et dono la benvinguda a ${studio}. Soc l’assistent: pregunta’m el que vulguis saber del web, com ara serveis, preus, terminis, garantia, l’equip o com contactar-nos.`,
    thanks: 'A tu! Si necessites res més, aquí em tens.',
    person:
      'És clar. Deixa’m el teu correu i passo la conversa a una persona de l’equip, que et respondrà.',
    moreAt: 'Ho trobaràs a',
    unsure:
      'No estic segur de què vols dir. És alguna d’aquestes preguntes? Si no, puc passar la teva pregunta a una persona de l’equip.',
    notFound: (url, hours) =>
      `No trobo això al nostre web. Si és sobre un projecte, puc passar la teva pregunta a una persona de l’equip, o pots [demanar pressupost](${url}) i et responem en menys de ${hours} hores.`,
    quoteFormWords: 'el formulari de pressupost',
    errors: {
      unavailable: 'L’assistent no està disponible ara mateix. Deixa’ns un missatge.',
      timeout: 'L’assistent ha trigat massa a respondre. Torna-ho a provar.',
      failed: 'Error en contactar amb la IA.',
    },
    languageName: 'Catalan',
  },
  en: {
    greeting: (studio) =>
      `Hello! I am the ${studio} assistant. Ask me anything the website covers: services, prices, timelines, warranty, the team or how to reach us.`,
    thanks: 'You are welcome! If you need anything else, I am here.',
    person:
      'Of course. Leave me your e-mail and I will pass the conversation to a person from the team, who will reply to you.',
    moreAt: 'You will find it at',
    unsure:
      'I am not sure what you mean. Is it one of these questions? If not, I can pass your question to a person from the team.',
    notFound: (url, hours, studio) =>
      `I cannot find that on the ${studio} website. If it is about a project, I can pass your question to a person from the team, or you can [ask for a quote](${url}) and we will reply within ${hours} hours.`,
    quoteFormWords: 'the quote form',
    errors: {
      unavailable: 'The assistant is not available right now. Leave us a message.',
      timeout: 'The assistant took too long to answer. Please try again.',
      failed: 'Error contacting the AI.',
    },
    languageName: 'English',
  },
};
