import { z } from 'zod';
import { LANGS } from './lang.js';
import { CHAT_LIMITS } from './chat-limits.js';

/** The chat assistant's contract (decisions 004 and 019). */

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const ChatMessageSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(CHAT_LIMITS.maxChars, `must be at most ${CHAT_LIMITS.maxChars} characters`),
  /**
   * On an assistant message: the `signature` the server gave that reply (ChatReplySchema), sent
   * back as it came. The hand-over keeps an assistant message only when it checks out; POST
   * /chat takes it as it is. Ignored on the visitor's messages.
   */
  signature: z
    .string()
    .max(
      CHAT_LIMITS.maxSignatureChars,
      `must be at most ${CHAT_LIMITS.maxSignatureChars} characters`,
    )
    .optional(),
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

export const ChatReplySchema = z.object({
  reply: z.string(),
  /** The assistant could not answer, or the visitor asked for a person: offer the hand-over. */
  handover: z.boolean().optional(),
  /**
   * Questions the site answers that are close to the visitor's, when the assistant is not sure
   * which one they meant: the widget shows them as buttons and sends the one chosen.
   */
  suggestions: z.array(z.string()).max(CHAT_LIMITS.maxSuggestions).optional(),
  /**
   * The server's mark on this reply, bound to the conversation it answers (the messages sent and
   * this reply, as chatMessageContent reads them): sent back with the reply as its assistant
   * message, it lets the hand-over tell the server's own lines from lines a client wrote.
   */
  signature: z.string().max(CHAT_LIMITS.maxSignatureChars),
});
export type ChatReply = z.infer<typeof ChatReplySchema>;

/** The data of a stream's `event: done`: what a JSON answer has besides its text. */
export const ChatStreamDoneSchema = ChatReplySchema.omit({ reply: true });
export type ChatStreamDone = z.infer<typeof ChatStreamDoneSchema>;

export const CHAT_PROVIDERS = ['builtin', 'openai-compatible'] as const;
export type ChatProviderName = (typeof CHAT_PROVIDERS)[number];

export const ChatStatusSchema = z.object({
  available: z.boolean(),
  provider: z.enum(CHAT_PROVIDERS).nullable(),
  /** The model name of an OpenAI-compatible provider; null for the built-in one. */
  model: z.string().nullable(),
});
export type ChatStatus = z.infer<typeof ChatStatusSchema>;

/** A piece of a streamed answer (the event names are in chat-client.ts). */
export const ChatStreamDeltaSchema = z.object({ delta: z.string() });
