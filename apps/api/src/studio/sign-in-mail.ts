import { STUDIO_LINK_MINUTES, STUDIO_SIGN_IN_PATH, isLang, type Lang } from '@studio/shared';
import type { OutboxMessage } from '../leads/lead-repository.js';
import { escapeHtml, type MailPayload } from '../outbox/lead-mails.js';

/** `subject` names the studio of settings.json. */
const COPY: Record<
  Lang,
  { subject: (studio: string) => string; intro: string; button: string; ignore: string }
> = {
  es: {
    subject: (studio) => `Tu enlace para entrar en la bandeja de ${studio}`,
    intro: `Abre este enlace para entrar en la bandeja de solicitudes. Sirve una sola vez y caduca en ${STUDIO_LINK_MINUTES} minutos:`,
    button: 'Entrar en la bandeja',
    ignore: 'Si no lo has pedido tú, ignora este correo: nadie puede entrar sin el enlace.',
  },
  ca: {
    // Catalan elides "de" before a vowel ("d’Ona"): the name comes first instead.
    subject: (studio) => `${studio}: el teu enllaç per entrar a la safata`,
    intro: `Obre aquest enllaç per entrar a la safata de sol·licituds. Serveix una sola vegada i caduca d'aquí a ${STUDIO_LINK_MINUTES} minuts:`,
    button: 'Entrar a la safata',
    ignore: "Si no l'has demanat tu, ignora aquest correu: ningú pot entrar sense l'enllaç.",
  },
  en: {
    subject: (studio) => `Your link to sign in to the ${studio} inbox`,
    intro: `Open this link to sign in to the requests inbox. It works once and expires in ${STUDIO_LINK_MINUTES} minutes:`,
    button: 'Sign in to the inbox',
    ignore: 'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
  },
};

export function signInUrl(origin: string, token: string, lang: Lang): string {
  const url = new URL(STUDIO_SIGN_IN_PATH, origin);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', lang);
  return url.toString();
}

/** No token until delivery (studio/staff-auth.ts); the subject is for the outbox's record. */
interface SignInRequest {
  to: string;
  subject: string;
  signIn: { linkId: string; origin: string; lang: Lang };
}

export function signInRequest(
  to: string,
  linkId: string,
  origin: string,
  lang: Lang,
  studioName: string,
): OutboxMessage {
  const payload: SignInRequest = {
    to,
    subject: COPY[lang].subject(studioName),
    signIn: { linkId, origin, lang },
  };
  return { kind: 'mail', recipient: to, payload };
}

export function asSignInRequest(payload: unknown): SignInRequest | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { to, signIn } = payload as Partial<SignInRequest>;
  if (typeof to !== 'string' || typeof signIn !== 'object' || signIn === null) return null;
  const { linkId, origin, lang } = signIn;
  if (typeof linkId !== 'string' || typeof origin !== 'string' || !isLang(lang)) return null;
  return payload as SignInRequest;
}

export function signInMail(to: string, link: string, lang: Lang, studioName: string): MailPayload {
  const copy = COPY[lang];
  return {
    to,
    subject: copy.subject(studioName),
    text: [copy.intro, '', link, '', copy.ignore].join('\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1b3d;line-height:1.5"><p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.button)}</a></p><p style="color:#555">${escapeHtml(copy.ignore)}</p></body></html>`,
  };
}
