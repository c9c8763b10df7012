import { STUDIO_LINK_MINUTES, STUDIO_SIGN_IN_PATH, type Lang } from '@studio/shared';
import type { OutboxMessage } from '../leads/lead-repository.js';
import { escapeHtml, type MailPayload } from '../outbox/lead-mails.js';

/** The words of the sign-in mail, in the language the staff member chose. */
const COPY: Record<Lang, { subject: string; intro: string; button: string; ignore: string }> = {
  es: {
    subject: 'Tu enlace para entrar en la bandeja de Ona Studio',
    intro: `Abre este enlace para entrar en la bandeja de solicitudes. Sirve una sola vez y caduca en ${STUDIO_LINK_MINUTES} minutos:`,
    button: 'Entrar en la bandeja',
    ignore: 'Si no lo has pedido tú, ignora este correo: nadie puede entrar sin el enlace.',
  },
  ca: {
    subject: "El teu enllaç per entrar a la safata d'Ona Studio",
    intro: `Obre aquest enllaç per entrar a la safata de sol·licituds. Serveix una sola vegada i caduca d'aquí a ${STUDIO_LINK_MINUTES} minuts:`,
    button: 'Entrar a la safata',
    ignore: "Si no l'has demanat tu, ignora aquest correu: ningú pot entrar sense l'enllaç.",
  },
  en: {
    subject: 'Your link to sign in to the Ona Studio inbox',
    intro: `Open this link to sign in to the requests inbox. It works once and expires in ${STUDIO_LINK_MINUTES} minutes:`,
    button: 'Sign in to the inbox',
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
  },
};

/** The address a sign-in link opens. */
export function signInUrl(origin: string, token: string, lang: Lang): string {
  const url = new URL(STUDIO_SIGN_IN_PATH, origin);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** The sign-in mail as an outbox message (it survives a crash like any other mail). */
export function signInMail(to: string, link: string, lang: Lang): OutboxMessage {
  const copy = COPY[lang];
  const payload: MailPayload = {
    to,
    subject: copy.subject,
    text: [copy.intro, '', link, '', copy.ignore].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1b3d;line-height:1.5"><p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.button)}</a></p><p style="color:#555">${escapeHtml(copy.ignore)}</p></body></html>`,
  };
  return { kind: 'mail', recipient: to, payload };
}
