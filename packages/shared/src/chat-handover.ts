import { z } from 'zod';
import { CHAT_LIMITS } from './chat-limits.js';
import { ChatMessageSchema } from './chat.js';
import { checkHandoverContact } from './chat-handover-client.js';

/**
 * The last message may be the assistant's (the answer it could not give). An assistant message
 * without a valid `signature` is no error: the server leaves it out of the studio's mail and
 * counts it. Contact issues carry `lead.errors.*` keys, answered in the visitor's language.
 */
export const ChatHandoverSchema = z
  .object({
    email: z.unknown().optional(),
    name: z.unknown().optional(),
    consent: z.unknown().optional(),
    messages: z
      .array(ChatMessageSchema)
      .min(1, 'lead.errors.conversation')
      .max(CHAT_LIMITS.maxMessages, 'lead.errors.conversation')
      .refine((list) => list.some((message) => message.role === 'user'), {
        message: 'lead.errors.conversation',
      }),
  })
  .transform((body, context) => {
    const check = checkHandoverContact(body);
    if (!check.ok) {
      for (const [field, message] of Object.entries(check.errors)) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
      return z.NEVER;
    }
    return { ...check.contact, messages: body.messages };
  });
export type ChatHandover = z.output<typeof ChatHandoverSchema>;
