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
   * The hand-over keeps an assistant message only when its reply's signature checks out, so a
   * visitor cannot put words in the assistant's mouth in the studio's mail.
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
  lang: z.enum(LANGS).optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

export const ChatReplySchema = z.object({
  reply: z.string(),
  handover: z.boolean().optional(),
  suggestions: z.array(z.string()).max(CHAT_LIMITS.maxSuggestions).optional(),
  /** Binds this reply to the conversation it answers, as chatMessageContent reads it. */
  signature: z.string().max(CHAT_LIMITS.maxSignatureChars),
});

export const ChatStreamDoneSchema = ChatReplySchema.omit({ reply: true });
export type ChatStreamDone = z.infer<typeof ChatStreamDoneSchema>;

const CHAT_PROVIDERS = ['builtin', 'openai-compatible'] as const;
export type ChatProviderName = (typeof CHAT_PROVIDERS)[number];

export const ChatStatusSchema = z.object({
  available: z.boolean(),
  provider: z.enum(CHAT_PROVIDERS).nullable(),
  model: z.string().nullable(),
});
export type ChatStatus = z.infer<typeof ChatStatusSchema>;
