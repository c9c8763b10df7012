import type { Lang } from './lang.js';
import { CHAT_LIMITS } from './chat-limits.js';
import { foldText } from './text.js';

/**
 * What the chat window itself needs of the chat's contract (chat.ts), in a module without zod,
 * like chat-limits.ts: importing the schemas' module would put all of zod (some 20 KB gzip)
 * into the window's chunk. The server validates with the schemas in chat.ts.
 */

/**
 * The event names of a streamed answer (POST /chat with `Accept: text/event-stream`):
 * `data: {"delta": "..."}` pieces, then `event: done` with what a JSON answer has besides its
 * `reply` (ChatStreamDoneSchema): always `"signature"`, `"handover": true` when the assistant
 * could not answer or the visitor asked for a person, and `"suggestions": [...]` when it offers
 * the closest questions as buttons; or `event: error` with `{"error": "..."}`.
 *
 * The signature is the server's mark on the reply, bound to the conversation it answered. The
 * widget keeps it with the reply and sends it back with that assistant message; the hand-over
 * keeps only the assistant messages whose mark checks out, so a visitor cannot put words in the
 * assistant's mouth in the studio's mail. To the widget it is an opaque string.
 */
export const CHAT_STREAM_EVENTS = { done: 'done', error: 'error' } as const;

/**
 * A message's text as the server reads it: trimmed and cut to CHAT_LIMITS.maxChars (never
 * between the two halves of a surrogate pair). The widget sends each message in this form, and
 * the server signs its replies in it, so the text it signs is the text it gets back.
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
 * The last CHAT_LIMITS.maxMessages messages of a conversation, as the widget sends it: starting
 * with a visitor's message that follows a reply. A reply's signature covers the messages since
 * the reply before it, so a cut between those would leave the first reply sent unable to prove
 * itself. With no such place among the last ones, the plain last ones.
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

/** The widget's quick options, and `person`: the hand-over to the studio. */
export const CHAT_QUICK_REPLIES = ['quote', 'services', 'deadlines', 'person'] as const;
export type ChatQuickReply = (typeof CHAT_QUICK_REPLIES)[number];

/**
 * Words that ask which AI runs the chat; the widget answers those locally, without a request.
 * Matched on lower-case text without diacritics, as whole words or phrases.
 */
export const MODEL_QUESTION_KEYWORDS: Readonly<Record<Lang, readonly string[]>> = {
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

/** True when the message asks which AI model answers (any language). */
export function isModelQuestion(text: string): boolean {
  const folded = ` ${foldText(text)} `;
  return Object.values(MODEL_QUESTION_KEYWORDS).some((words) =>
    words.some((word) => {
      const needle = foldText(word);
      return new RegExp(` ${needle}(s|os)? `).test(folded);
    }),
  );
}
