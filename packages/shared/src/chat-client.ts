import type { Lang } from './lang.js';
import { CHAT_LIMITS } from './chat-limits.js';
import { foldText } from './text.js';

// What the chat window needs of chat.ts, without zod (some 20 KB gzip) in the window's chunk.

/**
 * A streamed answer (POST /chat, `Accept: text/event-stream`) sends `data: {"delta": "..."}`
 * pieces, then `event: done` with ChatStreamDoneSchema, or `event: error` with `{"error": "..."}`.
 */
export const CHAT_STREAM_EVENTS = { done: 'done', error: 'error' } as const;

/**
 * A message's text as the server reads it. The widget sends each message in this form, so the
 * text the server signs is the text it gets back.
 */
export function chatMessageContent(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= CHAT_LIMITS.maxChars) return trimmed;
  let end = CHAT_LIMITS.maxChars;
  const last = trimmed.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return trimmed.slice(0, end).trimEnd();
}

/**
 * Starts, where it can, at a visitor's message after a reply: a reply's signature covers the
 * messages since the reply before it, so a cut between those leaves the first reply unprovable.
 */
export function lastChatMessages<T extends { role: string }>(messages: readonly T[]): T[] {
  if (messages.length <= CHAT_LIMITS.maxMessages) return [...messages];
  for (let start = messages.length - CHAT_LIMITS.maxMessages; start < messages.length; start++) {
    if (messages[start]?.role === 'user' && messages[start - 1]?.role === 'assistant') {
      return messages.slice(start);
    }
  }
  return messages.slice(-CHAT_LIMITS.maxMessages);
}

/** `person` is the hand-over to the studio. */
export const CHAT_QUICK_REPLIES = ['quote', 'services', 'deadlines', 'person'] as const;
export type ChatQuickReply = (typeof CHAT_QUICK_REPLIES)[number];

/** Which AI runs the chat: the widget answers that locally, without a request. */
const MODEL_QUESTION_KEYWORDS: Readonly<Record<Lang, readonly string[]>> = {
  es: [
    'que ia',
    'cual ia',
    'que inteligencia artificial',
    'modelo',
    'gpt',
    'openai',
    'chatgpt',
    'llm',
  ],
  ca: [
    'quina ia',
    'que ia',
    'quina intel·ligencia artificial',
    'model',
    'gpt',
    'openai',
    'chatgpt',
    'llm',
  ],
  en: ['which ai', 'what ai', 'model', 'gpt', 'openai', 'chatgpt', 'llm', 'language model'],
};

export function isModelQuestion(text: string): boolean {
  const folded = ` ${foldText(text)} `;
  return Object.values(MODEL_QUESTION_KEYWORDS)
    .flat()
    .some((word) => new RegExp(` ${foldText(word)}(s|os)? `).test(folded));
}
