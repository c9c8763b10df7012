import { z } from 'zod';
import { LANGS, type Lang } from './lang.js';
import { CHAT_LIMITS } from './chat-limits.js';
import { foldText } from './text.js';

export { CHAT_LIMITS };

/** The chat assistant's contract (spec sections 3, 7 and 9; decisions: Chat assistant). */

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const ChatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(CHAT_LIMITS.maxChars, `must be at most ${CHAT_LIMITS.maxChars} characters`),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatRequestSchema = z.object({
  messages: z
    .array(ChatMessageSchema)
    .min(1, 'must hold at least one message')
    .max(CHAT_LIMITS.maxMessages, `must hold at most ${CHAT_LIMITS.maxMessages} messages`)
    .refine((list) => list.at(-1)?.role === 'user', 'the last message must be the visitor’s'),
  /** The visitor's interface language; answers use it. Spanish when absent. */
  lang: z.enum(LANGS).optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const ChatReplySchema = z.object({ reply: z.string() });
export type ChatReply = z.infer<typeof ChatReplySchema>;

export const CHAT_PROVIDERS = ['builtin', 'openai-compatible'] as const;
export type ChatProviderName = (typeof CHAT_PROVIDERS)[number];

export const ChatStatusSchema = z.object({
  available: z.boolean(),
  provider: z.enum(CHAT_PROVIDERS).nullable(),
  /** The model name of an OpenAI-compatible provider; null for the built-in one. */
  model: z.string().nullable(),
});
export type ChatStatus = z.infer<typeof ChatStatusSchema>;

/**
 * Server-sent events of a streamed answer (POST /chat with `Accept: text/event-stream`):
 * `data: {"delta": "..."}` pieces, then `event: done` with `{}`, or `event: error` with
 * `{"error": "..."}`.
 */
export const ChatStreamDeltaSchema = z.object({ delta: z.string() });
export const CHAT_STREAM_EVENTS = { done: 'done', error: 'error' } as const;

/** The widget's quick options (spec section 4). */
export const CHAT_QUICK_REPLIES = ['quote', 'services', 'deadlines'] as const;
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
