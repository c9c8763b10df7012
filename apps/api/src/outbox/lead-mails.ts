import type { ChatHandover, ChatMessage, Lang, Lead } from '@studio/shared';
import type { OutboxMessage } from '../leads/lead-repository.js';
import { MAIL_COPY } from './mail-copy.js';

/** Escapes text for HTML: every piece of visitor text in a mail goes through here. */
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

/** The lead's fields as label/value rows (raw option values: the studio knows them). */
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
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(name)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`;
}

function htmlPage(body: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f1b3d;line-height:1.5">${body}</body></html>`;
}

/** The e-mail to the studio: every field, reply-to the visitor. */
export function studioMail(lead: Lead, context: LeadContext, to: string): MailPayload {
  const type = MAIL_COPY.es.types[lead.project_type];
  const list = rows(lead);
  return {
    to,
    replyTo: lead.email,
    subject: `Nueva solicitud de presupuesto: ${type} — ${lead.name}`.replace(/[\r\n]+/g, ' '),
    text: [
      `Nueva solicitud (${context.id}), recibida ${context.createdAt}, idioma ${context.lang}.`,
      '',
      ...list.map(([name, value]) => `${name}: ${value}`),
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

/** The confirmation to the visitor, in their language, with the tracking link. */
export function visitorMail(lead: Lead, context: LeadContext, replyTo: string): MailPayload {
  const copy = MAIL_COPY[context.lang].confirmation;
  const type = MAIL_COPY[context.lang].types[lead.project_type];
  return {
    to: lead.email,
    replyTo,
    subject: copy.subject,
    text: [
      copy.greeting(lead.name),
      '',
      copy.body,
      '',
      copy.trackingIntro,
      context.trackingUrl,
      '',
      `${copy.summary}: ${type}`,
      '',
      copy.signature,
    ].join('\n'),
    html: htmlPage(
      `<p>${escapeHtml(copy.greeting(lead.name))}</p>` +
        `<p>${escapeHtml(copy.body)}</p>` +
        `<p>${escapeHtml(copy.trackingIntro)}<br><a href="${escapeHtml(context.trackingUrl)}">${escapeHtml(context.trackingUrl)}</a></p>` +
        `<p>${escapeHtml(copy.summary)}: <strong>${escapeHtml(type)}</strong></p>` +
        `<p>${escapeHtml(copy.signature)}</p>`,
    ),
  };
}

export function leadWebhook(lead: Lead, context: LeadContext): WebhookPayload {
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

export interface LeadOutboxOptions {
  studioEmail: string;
  webhook: boolean;
}

/** Every notification a new lead causes, written in the lead's own transaction. */
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
      payload: visitorMail(lead, context, options.studioEmail),
    },
  ];
  if (options.webhook) {
    messages.push({ kind: 'webhook', recipient: lead.email, payload: leadWebhook(lead, context) });
  }
  return messages;
}

/** The visitor's question: the last thing they asked before the hand-over. */
export function handoverQuestion(messages: readonly ChatMessage[]): string | null {
  return messages.findLast((message) => message.role === 'user')?.content ?? null;
}

const SPEAKERS: Record<ChatMessage['role'], string> = { user: 'Visitante', assistant: 'Asistente' };

/** The e-mail to the studio about a hand-over from the chat: the contact and the conversation. */
export function chatStudioMail(
  handover: ChatHandover,
  context: LeadContext,
  to: string,
): MailPayload {
  const who = handover.name ? `${handover.name} <${handover.email}>` : handover.email;
  const conversation = handover.messages.map(
    (message) => [SPEAKERS[message.role], message.content] as [string, string],
  );
  return {
    to,
    replyTo: handover.email,
    subject: `Consulta desde el chat: ${who}`.replace(/[\r\n]+/g, ' '),
    text: [
      `Consulta desde el chat (${context.id}), recibida ${context.createdAt}, idioma ${context.lang}.`,
      'El asistente no supo responder o el visitante pidió hablar con una persona.',
      '',
      `email: ${handover.email}`,
      ...(handover.name ? [`name: ${handover.name}`] : []),
      '',
      'Conversación:',
      ...conversation.map(([speaker, content]) => `${speaker}: ${content}`),
      '',
      `Seguimiento: ${context.trackingUrl}`,
    ].join('\n'),
    html: htmlPage(
      `<h1 style="font-size:20px">${escapeHtml('Consulta desde el chat')}</h1>` +
        `<p>${escapeHtml(`${context.id} · ${context.createdAt} · ${context.lang}`)}</p>` +
        htmlTable([
          ['email', handover.email],
          ...(handover.name ? [['name', handover.name]] : []),
        ] as [string, string][]) +
        `<h2 style="font-size:16px">${escapeHtml('Conversación')}</h2>` +
        htmlTable(conversation) +
        `<p><a href="${escapeHtml(context.trackingUrl)}">${escapeHtml(context.trackingUrl)}</a></p>`,
    ),
  };
}

/** The confirmation to the visitor of a hand-over, in their language, with the tracking link. */
export function chatVisitorMail(
  handover: ChatHandover,
  context: LeadContext,
  replyTo: string,
): MailPayload {
  const copy = MAIL_COPY[context.lang].chatConfirmation;
  const signature = MAIL_COPY[context.lang].confirmation.signature;
  const question = handoverQuestion(handover.messages) ?? '';
  return {
    to: handover.email,
    replyTo,
    subject: copy.subject,
    text: [
      copy.greeting(handover.name),
      '',
      copy.body,
      '',
      copy.trackingIntro,
      context.trackingUrl,
      '',
      `${copy.question}: ${question}`,
      '',
      signature,
    ].join('\n'),
    html: htmlPage(
      `<p>${escapeHtml(copy.greeting(handover.name))}</p>` +
        `<p>${escapeHtml(copy.body)}</p>` +
        `<p>${escapeHtml(copy.trackingIntro)}<br><a href="${escapeHtml(context.trackingUrl)}">${escapeHtml(context.trackingUrl)}</a></p>` +
        `<p>${escapeHtml(copy.question)}:</p><blockquote style="white-space:pre-wrap">${escapeHtml(question)}</blockquote>` +
        `<p>${escapeHtml(signature)}</p>`,
    ),
  };
}

/** Every notification a hand-over causes, like a quote request's (leadOutbox). */
export function chatLeadOutbox(
  handover: ChatHandover,
  context: LeadContext,
  options: LeadOutboxOptions,
): OutboxMessage[] {
  const messages: OutboxMessage[] = [
    {
      kind: 'mail',
      recipient: handover.email,
      payload: chatStudioMail(handover, context, options.studioEmail),
    },
    {
      kind: 'mail',
      recipient: handover.email,
      payload: chatVisitorMail(handover, context, options.studioEmail),
    },
  ];
  if (options.webhook) {
    const webhook: WebhookPayload = {
      event: 'lead.created',
      lead: {
        id: context.id,
        created_at: context.createdAt,
        lang: context.lang,
        tracking_url: context.trackingUrl,
        source: 'chat',
        email: handover.email,
        name: handover.name,
        conversation: handover.messages,
      },
    };
    messages.push({ kind: 'webhook', recipient: handover.email, payload: webhook });
  }
  return messages;
}
