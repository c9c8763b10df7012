import {
  closeBidi,
  fillVariables,
  oneLineText,
  sentenceAround,
  type ChatMessage,
  type Lang,
  type Lead,
} from '@studio/shared';
import type { OutboxMessage } from '../leads/lead-repository.js';
import { MAIL_COPY, type MailStudio } from './mail-copy.js';

/** Every piece of visitor text in a mail goes through here. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface WebhookPayload {
  event: 'lead.created';
  lead: Record<string, unknown>;
}

export interface LeadContext {
  id: string;
  createdAt: string;
  lang: Lang;
  trackingUrl: string;
}

/** Raw option values: the studio knows them. */
function rows(lead: Lead): [string, string][] {
  const list: [string, string][] = [['project_type', lead.project_type]];
  for (const [name, value] of Object.entries(lead.details)) {
    list.push([name, Array.isArray(value) ? value.join(', ') : value]);
  }
  for (const name of ['budget_range', 'name', 'email', 'phone', 'company', 'message'] as const) {
    const value = lead[name];
    if (value) list.push([name, value]);
  }
  return list;
}

function htmlTable(list: [string, string][]): string {
  const cells = list
    .map(
      ([name, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(name)}</th><td dir="auto" style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`;
}

/** The visitor's words in a `<bdi>`, so their direction (an override in a name) stays inside. */
function htmlAround(sentence: (words: string) => string, words: string): string {
  const [before, after] = sentenceAround(sentence);
  return `${escapeHtml(before)}<bdi>${escapeHtml(words)}</bdi>${escapeHtml(after)}`;
}

function htmlPage(body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1b3d;line-height:1.5">${body}</body></html>`;
}

/**
 * The subject drops the name's bidi controls, the text closes what each of the visitor's lines
 * leaves open, and the HTML holds each value in a `dir="auto"` cell: a name such as
 * "Ana \u202emoc.live@nimda" never reads as an address, nor turns the mail's words around.
 */
export function studioMail(lead: Lead, context: LeadContext, to: string): MailPayload {
  const type = MAIL_COPY.es.types[lead.project_type];
  const list = rows(lead);
  return {
    to,
    replyTo: lead.email,
    subject: `Nueva solicitud de presupuesto: ${type} — ${oneLineText(lead.name)}`,
    text: [
      `Nueva solicitud (${context.id}), recibida ${context.createdAt}, idioma ${context.lang}.`,
      '',
      // A visitor's text of several lines is quoted, so none of its lines can pass for one of
      // the mail's own ("Seguimiento: …" included), as in the chat hand-over's mail.
      ...list.flatMap(([name, value]) =>
        hasLineBreak(value)
          ? [`${name}:`, ...quotedLines(value)]
          : [`${name}: ${closeBidi(value)}`],
      ),
      '',
      `Seguimiento: ${context.trackingUrl}`,
    ].join('\n'),
    html: htmlPage(
      `<h1 style="font-size:20px">${escapeHtml(`Nueva solicitud: ${type}`)}</h1>` +
        `<p>${escapeHtml(`${context.id} · ${context.createdAt} · ${context.lang}`)}</p>` +
        htmlTable(list) +
        `<p><a href="${escapeHtml(context.trackingUrl)}">${escapeHtml(context.trackingUrl)}</a></p>`,
    ),
  };
}

export function visitorMail(
  lead: Lead,
  context: LeadContext,
  replyTo: string,
  studio: MailStudio,
): MailPayload {
  const copy = MAIL_COPY[context.lang].confirmation;
  const signature = copy.signature(studio.name);
  const body = fillVariables(copy.body, studio.variables[context.lang]);
  const type = MAIL_COPY[context.lang].types[lead.project_type];
  const name = oneLineText(lead.name);
  return {
    to: lead.email,
    replyTo,
    subject: copy.subject,
    text: [
      copy.greeting(name),
      '',
      body,
      '',
      copy.trackingIntro,
      context.trackingUrl,
      '',
      `${copy.summary}: ${type}`,
      '',
      signature,
    ].join('\n'),
    html: htmlPage(
      `<p>${htmlAround(copy.greeting, name)}</p>` +
        `<p>${escapeHtml(body)}</p>` +
        `<p>${escapeHtml(copy.trackingIntro)}<br><a href="${escapeHtml(context.trackingUrl)}">${escapeHtml(context.trackingUrl)}</a></p>` +
        `<p>${escapeHtml(copy.summary)}: <strong>${escapeHtml(type)}</strong></p>` +
        `<p>${escapeHtml(signature)}</p>`,
    ),
  };
}

function leadWebhook(lead: Lead, context: LeadContext): WebhookPayload {
  return {
    event: 'lead.created',
    lead: {
      id: context.id,
      created_at: context.createdAt,
      lang: context.lang,
      tracking_url: context.trackingUrl,
      source: 'form',
      ...lead,
    },
  };
}

interface LeadOutboxOptions {
  studioEmail: string;
  /** For the visitor's mail. */
  studio: MailStudio;
  webhook: boolean;
}

export function leadOutbox(
  lead: Lead,
  context: LeadContext,
  options: LeadOutboxOptions,
): OutboxMessage[] {
  const messages: OutboxMessage[] = [
    {
      kind: 'mail',
      recipient: lead.email,
      payload: studioMail(lead, context, options.studioEmail),
    },
    {
      kind: 'mail',
      recipient: lead.email,
      payload: visitorMail(lead, context, options.studioEmail, options.studio),
    },
  ];
  if (options.webhook) {
    messages.push({ kind: 'webhook', recipient: lead.email, payload: leadWebhook(lead, context) });
  }
  return messages;
}

export function handoverQuestion(messages: readonly ChatMessage[]): string | null {
  return messages.findLast((message) => message.role === 'user')?.content ?? null;
}

/** Every line break a mail reader may honour: visitor text is cut at each. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** LINE_BREAKS without its global state. */
const hasLineBreak = (text: string) => /[\n\v\f\r\u0085\u2028\u2029]/.test(text);

/** Whatever a line says ("Asistente: …" included) never reads as a line of the mail's own. */
function quotedLines(text: string): string[] {
  return text.split(LINE_BREAKS).map((line) => (line === '' ? '>' : `> ${closeBidi(line)}`));
}

function htmlQuote(text: string): string {
  const lines = text.split(LINE_BREAKS).map(escapeHtml).join('<br>');
  return `<blockquote dir="auto" style="margin:2px 0 0;padding:0 0 0 10px;border-left:3px solid #c7cde0">${lines}</blockquote>`;
}

/** In Spanish, like all of the studio's mail. */
export const SPEAKERS: Record<ChatMessage['role'], string> = {
  user: 'Visitante',
  assistant: 'Asistente',
};

export interface ChatLeadView {
  email: string;
  name: string | null;
  /** Nothing the server did not check. */
  messages: readonly ChatMessage[];
  /** Assistant messages left out, unverified. */
  unverified: number;
  startsEarlier: boolean;
}

function conversationNotes(view: ChatLeadView): string[] {
  const notes: string[] = [];
  if (view.unverified === 1) {
    notes.push('1 mensaje del asistente no se pudo verificar y se ha omitido.');
  } else if (view.unverified > 1) {
    notes.push(
      `${view.unverified} mensajes del asistente no se pudieron verificar y se han omitido.`,
    );
  }
  if (view.startsEarlier) {
    notes.push('La conversación empezó antes: el chat envía solo sus últimos mensajes.');
  }
  return notes;
}

export function chatStudioMail(view: ChatLeadView, context: LeadContext, to: string): MailPayload {
  const name = view.name === null ? null : oneLineText(view.name);
  const who = name ? `${name} <${view.email}>` : view.email;
  const notes = conversationNotes(view);
  return {
    to,
    replyTo: view.email,
    subject: `Consulta desde el chat: ${who}`,
    text: [
      `Consulta desde el chat (${context.id}), recibida ${context.createdAt}, idioma ${context.lang}.`,
      'El asistente no supo responder o el visitante pidió hablar con una persona.',
      '',
      `email: ${view.email}`,
      ...(name ? [`name: ${name}`] : []),
      '',
      'Conversación:',
      ...notes,
      ...view.messages.flatMap((message) => [
        '',
        `${SPEAKERS[message.role]}:`,
        ...quotedLines(message.content),
      ]),
      '',
      `Seguimiento: ${context.trackingUrl}`,
    ].join('\n'),
    html: htmlPage(
      `<h1 style="font-size:20px">${escapeHtml('Consulta desde el chat')}</h1>` +
        `<p>${escapeHtml(`${context.id} · ${context.createdAt} · ${context.lang}`)}</p>` +
        htmlTable([['email', view.email], ...(name ? [['name', name]] : [])] as [
          string,
          string,
        ][]) +
        `<h2 style="font-size:16px">${escapeHtml('Conversación')}</h2>` +
        notes.map((note) => `<p><strong>${escapeHtml(note)}</strong></p>`).join('') +
        view.messages
          .map(
            (message) =>
              `<div style="margin:0 0 12px"><p style="margin:0;font-weight:bold">${escapeHtml(`${SPEAKERS[message.role]}:`)}</p>${htmlQuote(message.content)}</div>`,
          )
          .join('') +
        `<p><a href="${escapeHtml(context.trackingUrl)}">${escapeHtml(context.trackingUrl)}</a></p>`,
    ),
  };
}

export function chatVisitorMail(
  view: ChatLeadView,
  context: LeadContext,
  replyTo: string,
  studio: MailStudio,
): MailPayload {
  const copy = MAIL_COPY[context.lang].chatConfirmation;
  const signature = MAIL_COPY[context.lang].confirmation.signature(studio.name);
  const body = fillVariables(copy.body, studio.variables[context.lang]);
  const name = view.name === null ? null : oneLineText(view.name);
  const question = handoverQuestion(view.messages) ?? '';
  return {
    to: view.email,
    replyTo,
    subject: copy.subject,
    text: [
      copy.greeting(name),
      '',
      body,
      '',
      copy.trackingIntro,
      context.trackingUrl,
      '',
      // Quoted like the studio's: the address is the visitor's word, so this mail may reach
      // someone else, and text in it must not pass for the studio's own lines.
      `${copy.question}:`,
      ...quotedLines(question),
      '',
      signature,
    ].join('\n'),
    html: htmlPage(
      `<p>${name ? htmlAround(copy.greeting, name) : escapeHtml(copy.greeting(name))}</p>` +
        `<p>${escapeHtml(body)}</p>` +
        `<p>${escapeHtml(copy.trackingIntro)}<br><a href="${escapeHtml(context.trackingUrl)}">${escapeHtml(context.trackingUrl)}</a></p>` +
        `<p>${escapeHtml(copy.question)}:</p>${htmlQuote(question)}` +
        `<p>${escapeHtml(signature)}</p>`,
    ),
  };
}

export function chatWebhook(view: ChatLeadView, context: LeadContext): WebhookPayload {
  return {
    event: 'lead.created',
    lead: {
      id: context.id,
      created_at: context.createdAt,
      lang: context.lang,
      tracking_url: context.trackingUrl,
      source: 'chat',
      email: view.email,
      name: view.name,
      conversation: view.messages,
      unverified_assistant_messages: view.unverified,
    },
  };
}

/**
 * What the stored lead does not say: the mails and the webhook are made from the lead's
 * conversation when they go out (chat-notices.ts), so it is kept once, not again in each mail.
 */
export interface ChatNotice {
  part: 'studio' | 'visitor' | 'webhook';
  context: LeadContext;
  unverified: number;
  startsEarlier: boolean;
}

type StoredChatMail = Pick<MailPayload, 'to' | 'replyTo' | 'subject'> & {
  chatNotice: ChatNotice;
};

interface StoredChatWebhook {
  event: 'lead.created';
  lead: { id: string };
  chatNotice: ChatNotice;
}

export function chatLeadOutbox(
  view: ChatLeadView,
  context: LeadContext,
  options: LeadOutboxOptions,
): OutboxMessage[] {
  const notice = (part: ChatNotice['part']): ChatNotice => ({
    part,
    context,
    unverified: view.unverified,
    startsEarlier: view.startsEarlier,
  });
  const envelope = ({ to, replyTo, subject }: MailPayload) => ({ to, replyTo, subject });
  const studio: StoredChatMail = {
    ...envelope(chatStudioMail(view, context, options.studioEmail)),
    chatNotice: notice('studio'),
  };
  const visitor: StoredChatMail = {
    ...envelope(chatVisitorMail(view, context, options.studioEmail, options.studio)),
    chatNotice: notice('visitor'),
  };
  const messages: OutboxMessage[] = [
    { kind: 'mail', recipient: view.email, payload: studio },
    { kind: 'mail', recipient: view.email, payload: visitor },
  ];
  if (options.webhook) {
    const webhook: StoredChatWebhook = {
      event: 'lead.created',
      lead: { id: context.id },
      chatNotice: notice('webhook'),
    };
    messages.push({ kind: 'webhook', recipient: view.email, payload: webhook });
  }
  return messages;
}
