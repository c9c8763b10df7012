import { contentVariables, type Content } from '@studio/content';
import { LANGS, type Lang, type LeadStatus, type ProjectType } from '@studio/shared';

/**
 * The studio as its mails name it: settings.json's name, and the values the copy's `{{…}}` name
 * in each language (its hours, reply times), as the pages get them.
 */
export interface MailStudio {
  name: string;
  variables: Readonly<Record<Lang, Readonly<Record<string, string>>>>;
}

export function mailStudio(content: Pick<Content, 'settings' | 'pricing'>): MailStudio {
  return {
    name: content.settings.studioName,
    variables: Object.fromEntries(
      LANGS.map((lang) => [lang, contentVariables(content, lang)]),
    ) as Record<Lang, Record<string, string>>,
  };
}

interface MailCopy {
  types: Record<ProjectType, string>;
  statuses: Record<LeadStatus, string>;
  confirmation: {
    subject: string;
    greeting: (name: string) => string;
    body: string;
    trackingIntro: string;
    summary: string;
    /** settings.json's name, as every text of the site gets it. */
    signature: (studio: string) => string;
  };
  chatConfirmation: {
    subject: string;
    greeting: (name: string | null) => string;
    body: string;
    trackingIntro: string;
    question: string;
  };
  newsletter: {
    subject: (studio: string) => string;
    body: string;
    confirm: string;
    ignore: string;
    unsubscribe: string;
  };
}

export const MAIL_COPY: Record<Lang, MailCopy> = {
  es: {
    types: {
      'web-personal': 'Web personal',
      'web-empresarial': 'Web empresarial',
      'tienda-online': 'Tienda online',
      'aplicacion-saas': 'Aplicación SaaS',
      ciberseguridad: 'Ciberseguridad',
      'aplicacion-movil': 'Desarrollo de aplicaciones para móviles',
    },
    statuses: {
      received: 'Recibida',
      in_review: 'En revisión',
      quoted: 'Presupuesto enviado',
      won: 'Aceptada',
      lost: 'Cerrada',
    },
    confirmation: {
      subject: 'Hemos recibido tu solicitud de presupuesto',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Gracias por contarnos tu proyecto. Te responderemos en menos de {{reply.hours}} horas, normalmente en {{reply.typical}} horas dentro del horario laboral (de lunes a viernes, de {{opens}} a {{closes}} CET).',
      trackingIntro: 'Puedes seguir el estado de tu solicitud en este enlace:',
      summary: 'Resumen de tu solicitud',
      signature: (studio) => `El equipo de ${studio}`,
    },
    chatConfirmation: {
      subject: 'Hemos recibido tu consulta desde el chat',
      greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
      body: 'Gracias por escribirnos. Una persona del equipo leerá tu conversación con el asistente y te responderá por correo en menos de {{reply.hours}} horas, normalmente en {{reply.typical}} horas dentro del horario laboral (de lunes a viernes, de {{opens}} a {{closes}} CET).',
      trackingIntro: 'Puedes seguir el estado de tu consulta en este enlace:',
      question: 'Tu pregunta',
    },
    newsletter: {
      subject: (studio) => `Confirma tu suscripción a la newsletter de ${studio}`,
      body: 'Para recibir nuestra newsletter, confirma tu dirección de correo:',
      confirm: 'Confirmar suscripción',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: no te escribiremos.',
      unsubscribe: 'Darse de baja',
    },
  },
  ca: {
    types: {
      'web-personal': 'Web personal',
      'web-empresarial': 'Web d’empresa',
      'tienda-online': 'Botiga en línia',
      'aplicacion-saas': 'Aplicació SaaS',
      ciberseguridad: 'Ciberseguretat',
      'aplicacion-movil': 'Desenvolupament d’aplicacions mòbils',
    },
    statuses: {
      received: 'Rebuda',
      in_review: 'En revisió',
      quoted: 'Pressupost enviat',
      won: 'Acceptada',
      lost: 'Tancada',
    },
    confirmation: {
      subject: 'Hem rebut la teva sol·licitud de pressupost',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Gràcies per explicar-nos el teu projecte. Et respondrem en menys de {{reply.hours}} hores, normalment en {{reply.typical}} hores dins de l’horari laboral (de dilluns a divendres, de {{opens}} a {{closes}} CET).',
      trackingIntro: 'Pots seguir l’estat de la teva sol·licitud en aquest enllaç:',
      summary: 'Resum de la teva sol·licitud',
      // Catalan elides "de" before a vowel ("d’Ona"): the name never follows it here.
      signature: (studio) => `Cordialment, ${studio}`,
    },
    chatConfirmation: {
      subject: 'Hem rebut la teva consulta des del xat',
      greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
      body: 'Gràcies per escriure’ns. Una persona de l’equip llegirà la teva conversa amb l’assistent i et respondrà per correu en menys de {{reply.hours}} hores, normalment en {{reply.typical}} hores dins de l’horari laboral (de dilluns a divendres, de {{opens}} a {{closes}} CET).',
      trackingIntro: 'Pots seguir l’estat de la teva consulta en aquest enllaç:',
      question: 'La teva pregunta',
    },
    newsletter: {
      subject: (studio) => `${studio}: confirma la subscripció al butlletí`,
      body: 'Per rebre el nostre butlletí, confirma la teva adreça de correu:',
      confirm: 'Confirmar la subscripció',
      ignore: 'Si no ho has demanat tu, ignora aquest missatge: no t’escriurem.',
      unsubscribe: 'Donar-se de baixa',
    },
  },
  en: {
    types: {
      'web-personal': 'Personal website',
      'web-empresarial': 'Business website',
      'tienda-online': 'Online shop',
      'aplicacion-saas': 'SaaS application',
      ciberseguridad: 'Cybersecurity',
      'aplicacion-movil': 'Mobile app development',
    },
    statuses: {
      received: 'Received',
      in_review: 'In review',
      quoted: 'Quote sent',
      won: 'Accepted',
      lost: 'Closed',
    },
    confirmation: {
      subject: 'We have received your quote request',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for telling us about your project. We will reply within {{reply.hours}} hours, typically within {{reply.typical}} hours during business hours (Monday to Friday, {{opens}}-{{closes}} CET).',
      trackingIntro: 'You can follow your request at this link:',
      summary: 'Summary of your request',
      signature: (studio) => `The ${studio} team`,
    },
    chatConfirmation: {
      subject: 'We have received your question from the chat',
      greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
      body: 'Thank you for writing to us. A person from the team will read your conversation with the assistant and reply by e-mail within {{reply.hours}} hours, typically within {{reply.typical}} hours during business hours (Monday to Friday, {{opens}}-{{closes}} CET).',
      trackingIntro: 'You can follow your question at this link:',
      question: 'Your question',
    },
    newsletter: {
      subject: (studio) => `Confirm your subscription to the ${studio} newsletter`,
      body: 'To receive our newsletter, confirm your e-mail address:',
      confirm: 'Confirm subscription',
      ignore: 'If you did not ask for this, ignore this message: we will not write to you.',
      unsubscribe: 'Unsubscribe',
    },
  },
};
