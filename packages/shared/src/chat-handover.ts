import { z } from 'zod';
import { CHAT_LIMITS } from './chat-limits.js';
import { ChatMessageSchema } from './chat.js';
import { checkHandoverContact } from './chat-handover-client.js';

/**
 * POST /api/v1/chat/handover: the visitor's contact and the conversation as the widget sends
 * it to POST /chat (same message rules and bounds; the last message may be the assistant's,
 * the answer it could not give). Each assistant message carries the `signature` its reply came
 * with; the server keeps only those that check out (the others are left out and counted in
 * the studio's mail), so a message without one is no error here. Issues carry lead message
 * keys (`lead.errors.*`) for the contact fields, so the API answers them in the visitor's
 * language like a quote request.
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
