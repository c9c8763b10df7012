import type { Lang } from '@studio/shared';

/**
 * The built-in assistant's own sentences and the chat errors, per language. Facts (prices,
 * terms, contact details, FAQ answers) are never typed here: they come from the pricing table,
 * the settings and the content files.
 */
export interface Phrases {
  locale: string;
  greeting: string;
  thanks: string;
  /** "{service}: from {price}, in {term}." */
  priceLine: (service: string, price: string, term: string) => string;
  priceIntro: string;
  tiers: (list: string) => string;
  hostingMaintenance: (hosting: string | null, maintenance: string | null) => string;
  vatNote: string;
  priceOutro: (quoteUrl: string) => string;
  termLine: (service: string, term: string) => string;
  termIntro: string;
  expressNote: (days: number) => string;
  termOutro: (quoteUrl: string) => string;
  support: (years: number, maintenanceList: string) => string;
  payment: (start: number, staging: number, production: number) => string;
  contact: (c: {
    phone: string;
    email: string;
    address: string;
    hours: string;
    days: string;
    whatsapp: string;
  }) => string;
  weekdays: string;
  servicesIntro: string;
  portfolioIntro: string;
  portfolioOutro: (url: string) => string;
  servicesOutro: (quoteUrl: string) => string;
  quote: (quoteUrl: string) => string;
  unknown: (quoteUrl: string) => string;
  moreInfo: (quoteUrl: string) => string;
  /** A question off the studio's topics: a polite decline, no facts. */
  offTopic: (servicesUrl: string) => string;
  /** The visitor asks for a person. */
  human: (contactUrl: string) => string;
  /** Starts the answer to "do you do X?" when the studio does. */
  yes: string;
  includes: (list: string) => string;
  /** "{service}, step by step:" before the process steps. */
  processIntro: (service: string) => string;
  /** Words a visitor may call a process step by (search vocabulary, never shown). */
  stepWords: string;
  /** More answers on the FAQ page. */
  faqMore: (faqUrl: string) => string;
  /** Link words for the quote form and the FAQ page, in the LLM's instructions. */
  quoteFormWords: string;
  faqWords: string;
  units: { day: string; days: string; week: string; weeks: string; month: string; hour: string };
  from: (price: string) => string;
  errors: { unavailable: string; timeout: string; failed: string };
  languageName: string;
}

export const PHRASES: Record<Lang, Phrases> = {
  es: {
    locale: 'es-ES',
    greeting:
      '¡Hola! Soy el asistente de Ona Studio. Puedo contarte nuestros servicios, precios, plazos, garantía y cómo contactarnos. ¿En qué te ayudo?',
    thanks: '¡De nada! Si necesitas algo más, aquí estoy.',
    priceIntro: 'Estos son nuestros precios de partida:',
    priceLine: (service, price, term) => `${service}: ${price}, en ${term}.`,
    tiers: (list) => `Paquetes: ${list}.`,
    hostingMaintenance: (hosting, maintenance) =>
      [hosting && `hosting ${hosting}`, maintenance && `mantenimiento ${maintenance}`]
        .filter(Boolean)
        .join(' y ')
        .replace(/^./, (c) => c.toUpperCase()) + '.',
    vatNote: 'Todos los precios son en euros con IVA incluido.',
    priceOutro: (url) =>
      `Para un precio cerrado según tu proyecto, pide un presupuesto gratuito en [el formulario de presupuesto](${url}).`,
    termIntro: 'Plazos habituales de entrega:',
    termLine: (service, term) => `${service}: ${term}.`,
    expressNote: (days) =>
      `Con el desarrollo exprés podemos lanzar una web en ${days} días, con el equipo trabajando en paralelo.`,
    termOutro: (url) =>
      `Fijamos el plazo exacto en el presupuesto; puedes pedirlo en [el formulario de presupuesto](${url}).`,
    support: (years, list) =>
      `Todos los proyectos tienen ${years} años de garantía: corregimos sin coste cualquier fallo de lo que hemos desarrollado. Ofrecemos soporte 24/7 por chat, correo o WhatsApp, y planes de mantenimiento: ${list}.`,
    payment: (a, b, c) =>
      `El pago se divide en tres hitos: ${a} % al empezar, ${b} % al entregar la versión de pruebas (staging) y ${c} % al publicar en producción. Emitimos factura en cada hito.`,
    contact: (c) =>
      `Puedes llamarnos al ${c.phone}, escribirnos a ${c.email} o por WhatsApp (${c.whatsapp}). Estamos en ${c.address}. Horario: ${c.days}, de ${c.hours}. Respondemos en menos de 24 horas (normalmente en 2-4 horas laborables).`,
    weekdays: 'de lunes a viernes',
    servicesIntro: 'En Ona Studio hacemos:',
    portfolioIntro: 'Algunos proyectos recientes:',
    portfolioOutro: (url) =>
      `Tienes más proyectos y los logos de nuestros clientes en [nuestro portafolio](${url}).`,
    servicesOutro: (url) =>
      `¿Quieres saber el precio o el plazo de alguno? Pregúntame, o pide presupuesto en [el formulario de presupuesto](${url}).`,
    quote: (url) =>
      `Puedes pedir un presupuesto gratuito y sin compromiso en [el formulario de presupuesto](${url}): son tres pasos y te respondemos en menos de 24 horas.`,
    unknown: (url) =>
      `No tengo una respuesta segura para eso. Puedo ayudarte con servicios, precios, plazos, garantía o contacto; y para cualquier otra consulta, escríbenos desde [el formulario de contacto](${url}) y te respondemos en menos de 24 horas.`,
    moreInfo: (url) =>
      `Si quieres un presupuesto para tu caso, pídelo en [el formulario de presupuesto](${url}).`,
    offTopic: (url) =>
      `Lo siento, con eso no puedo ayudarte: solo sé de Ona Studio. Pregúntame por [nuestros servicios](${url}), precios, plazos, garantía o cómo contactarnos.`,
    human: (url) =>
      `¡Claro! Una persona del equipo te responde en menos de 24 horas: déjanos tu mensaje en [el formulario de contacto](${url}), o llámanos o escríbenos por WhatsApp en horario de oficina.`,
    yes: 'Sí.',
    includes: (list) => `Incluye: ${list}.`,
    processIntro: (service) => `${service}, paso a paso:`,
    stepWords: 'paso fase etapa',
    faqMore: (url) => `Tienes más respuestas en [las preguntas frecuentes](${url}).`,
    quoteFormWords: 'el formulario de presupuesto',
    faqWords: 'las preguntas frecuentes',
    units: {
      day: 'día',
      days: 'días',
      week: 'semana',
      weeks: 'semanas',
      month: 'mes',
      hour: 'hora',
    },
    from: (price) => `desde ${price}`,
    errors: {
      unavailable: 'El asistente no está disponible ahora mismo. Déjanos un mensaje.',
      timeout: 'El asistente ha tardado demasiado en responder. Inténtalo de nuevo.',
      failed: 'Error al contactar con la IA.',
    },
    languageName: 'Spanish',
  },
  ca: {
    locale: 'ca-ES',
    greeting:
      'Hola! Soc l’assistent d’Ona Studio. Et puc explicar els nostres serveis, preus, terminis, garantia i com contactar-nos. En què et puc ajudar?',
    thanks: 'De res! Si necessites res més, aquí em tens.',
    priceIntro: 'Aquests són els nostres preus de partida:',
    priceLine: (service, price, term) => `${service}: ${price}, en ${term}.`,
    tiers: (list) => `Paquets: ${list}.`,
    hostingMaintenance: (hosting, maintenance) =>
      [hosting && `allotjament ${hosting}`, maintenance && `manteniment ${maintenance}`]
        .filter(Boolean)
        .join(' i ')
        .replace(/^./, (c) => c.toUpperCase()) + '.',
    vatNote: 'Tots els preus són en euros amb l’IVA inclòs.',
    priceOutro: (url) =>
      `Per a un preu tancat segons el teu projecte, demana un pressupost gratuït al [formulari de pressupost](${url}).`,
    termIntro: 'Terminis habituals de lliurament:',
    termLine: (service, term) => `${service}: ${term}.`,
    expressNote: (days) =>
      `Amb el desenvolupament exprés podem llançar un web en ${days} dies, amb l’equip treballant en paral·lel.`,
    termOutro: (url) =>
      `Fixem el termini exacte al pressupost; el pots demanar al [formulari de pressupost](${url}).`,
    support: (years, list) =>
      `Tots els projectes tenen ${years} anys de garantia: corregim sense cost qualsevol error del que hem desenvolupat. Oferim suport 24/7 per xat, correu o WhatsApp, i plans de manteniment: ${list}.`,
    payment: (a, b, c) =>
      `El pagament es divideix en tres fites: ${a} % en començar, ${b} % en lliurar la versió de proves (staging) i ${c} % en publicar a producció. Emetem factura a cada fita.`,
    contact: (c) =>
      `Ens pots trucar al ${c.phone}, escriure a ${c.email} o per WhatsApp (${c.whatsapp}). Som a ${c.address}. Horari: ${c.days}, de ${c.hours}. Responem en menys de 24 hores (normalment en 2-4 hores laborables).`,
    weekdays: 'de dilluns a divendres',
    servicesIntro: 'A Ona Studio fem:',
    portfolioIntro: 'Alguns projectes recents:',
    portfolioOutro: (url) =>
      `Tens més projectes i els logotips dels nostres clients al [nostre portafoli](${url}).`,
    servicesOutro: (url) =>
      `Vols saber el preu o el termini d’algun? Pregunta’m, o demana pressupost al [formulari de pressupost](${url}).`,
    quote: (url) =>
      `Pots demanar un pressupost gratuït i sense compromís al [formulari de pressupost](${url}): són tres passos i et responem en menys de 24 hores.`,
    unknown: (url) =>
      `No tinc una resposta segura per a això. Et puc ajudar amb serveis, preus, terminis, garantia o contacte; i per a qualsevol altra consulta, escriu-nos des del [formulari de contacte](${url}) i et responem en menys de 24 hores.`,
    moreInfo: (url) =>
      `Si vols un pressupost per al teu cas, demana’l al [formulari de pressupost](${url}).`,
    offTopic: (url) =>
      `Ho sento, amb això no et puc ajudar: només sé coses d’Ona Studio. Pregunta’m pels [nostres serveis](${url}), preus, terminis, garantia o com contactar-nos.`,
    human: (url) =>
      `És clar! Una persona de l’equip et respon en menys de 24 hores: deixa’ns el teu missatge al [formulari de contacte](${url}), o truca’ns o escriu-nos per WhatsApp en horari d’oficina.`,
    yes: 'Sí.',
    includes: (list) => `Inclou: ${list}.`,
    processIntro: (service) => `${service}, pas a pas:`,
    stepWords: 'pas fase etapa',
    faqMore: (url) => `Tens més respostes a les [preguntes freqüents](${url}).`,
    quoteFormWords: 'el formulari de pressupost',
    faqWords: 'les preguntes freqüents',
    units: {
      day: 'dia',
      days: 'dies',
      week: 'setmana',
      weeks: 'setmanes',
      month: 'mes',
      hour: 'hora',
    },
    from: (price) => `des de ${price}`,
    errors: {
      unavailable: 'L’assistent no està disponible ara mateix. Deixa’ns un missatge.',
      timeout: 'L’assistent ha trigat massa a respondre. Torna-ho a provar.',
      failed: 'Error en contactar amb la IA.',
    },
    languageName: 'Catalan',
  },
  en: {
    locale: 'en-GB',
    greeting:
      'Hi! I am the Ona Studio assistant. I can tell you about our services, prices, timelines, warranty and how to reach us. How can I help?',
    thanks: 'You are welcome! If you need anything else, I am here.',
    priceIntro: 'These are our starting prices:',
    priceLine: (service, price, term) => `${service}: ${price}, in ${term}.`,
    tiers: (list) => `Packages: ${list}.`,
    hostingMaintenance: (hosting, maintenance) =>
      [hosting && `hosting ${hosting}`, maintenance && `maintenance ${maintenance}`]
        .filter(Boolean)
        .join(' and ')
        .replace(/^./, (c) => c.toUpperCase()) + '.',
    vatNote: 'All prices are in euros, VAT included.',
    priceOutro: (url) =>
      `For a fixed price for your project, ask for a free quote on [the quote form](${url}).`,
    termIntro: 'Usual delivery times:',
    termLine: (service, term) => `${service}: ${term}.`,
    expressNote: (days) =>
      `With express development we can launch a website in ${days} days, with the team working in parallel.`,
    termOutro: (url) =>
      `We fix the exact date in the quote; you can ask for one on [the quote form](${url}).`,
    support: (years, list) =>
      `Every project has a ${years}-year warranty: we fix any fault in what we built at no cost. We offer 24/7 support by chat, e-mail or WhatsApp, and maintenance plans: ${list}.`,
    payment: (a, b, c) =>
      `Payment is split into three milestones: ${a}% at the start, ${b}% when we deliver the staging version and ${c}% when it goes live. We issue an invoice at each milestone.`,
    contact: (c) =>
      `You can call us on ${c.phone}, e-mail ${c.email} or message us on WhatsApp (${c.whatsapp}). We are at ${c.address}. Hours: ${c.days}, ${c.hours}. We reply within 24 hours (usually 2-4 business hours).`,
    weekdays: 'Monday to Friday',
    servicesIntro: 'At Ona Studio we build:',
    portfolioIntro: 'Some recent projects:',
    portfolioOutro: (url) => `See more projects and our clients’ logos in [our portfolio](${url}).`,
    servicesOutro: (url) =>
      `Want the price or timeline of any of them? Ask me, or request a quote on [the quote form](${url}).`,
    quote: (url) =>
      `You can request a free, no-obligation quote on [the quote form](${url}): it takes three steps and we reply within 24 hours.`,
    unknown: (url) =>
      `I do not have a reliable answer to that. I can help with services, prices, timelines, warranty or contact details; for anything else, write to us through [the contact form](${url}) and we will reply within 24 hours.`,
    moreInfo: (url) => `If you want a quote for your case, ask on [the quote form](${url}).`,
    offTopic: (url) =>
      `Sorry, I cannot help with that: I only know about Ona Studio. Ask me about [our services](${url}), prices, timelines, warranty or how to reach us.`,
    human: (url) =>
      `Of course! A person from the team will reply within 24 hours: leave us your message on [the contact form](${url}), or call or WhatsApp us during office hours.`,
    yes: 'Yes.',
    includes: (list) => `Includes: ${list}.`,
    processIntro: (service) => `${service}, step by step:`,
    stepWords: 'step phase stage',
    faqMore: (url) => `You will find more answers in [the FAQ](${url}).`,
    quoteFormWords: 'the quote form',
    faqWords: 'the FAQ',
    units: { day: 'day', days: 'days', week: 'week', weeks: 'weeks', month: 'month', hour: 'hour' },
    from: (price) => `from ${price}`,
    errors: {
      unavailable: 'The assistant is not available right now. Leave us a message.',
      timeout: 'The assistant took too long to answer. Please try again.',
      failed: 'Error contacting the AI.',
    },
    languageName: 'English',
  },
};
