import type { Lang } from './lang.js';
import { foldText } from './text.js';

/**
 * What the chat window itself needs of the chat's contract (chat.ts), in a module without zod,
 * like chat-limits.ts: importing the schemas' module would put all of zod (some 20 KB gzip)
 * into the window's chunk. The server validates with the schemas in chat.ts.
 */

/**
 * The event names of a streamed answer (POST /chat with `Accept: text/event-stream`):
 * `data: {"delta": "..."}` pieces, then `event: done` with `{}`, `{"handover": true}` when
 * the assistant could not answer or the visitor asked for a person, and `"suggestions": [...]`
 * when it offers the closest questions as buttons (see ChatReplySchema), or `event: error` with
 * `{"error": "..."}`.
 */
export const CHAT_STREAM_EVENTS = { done: 'done', error: 'error' } as const;

/** The widget's quick options (spec section 4), and `person`: the hand-over to the studio. */
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
