import type { Db } from '../db/index.js';
import { findLeadById } from '../leads/lead-repository.js';
import {
  chatStudioMail,
  chatVisitorMail,
  chatWebhook,
  type ChatNotice,
  type ChatLeadView,
} from './lead-mails.js';
import type { MailStudio } from './mail-copy.js';

const PARTS: readonly ChatNotice['part'][] = ['studio', 'visitor', 'webhook'];

function chatNoticeOf(payload: unknown): ChatNotice | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const notice = (payload as { chatNotice?: unknown }).chatNotice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { part, context } = notice as Partial<ChatNotice>;
  if (!PARTS.includes(part as ChatNotice['part'])) return null;
  if (typeof context !== 'object' || context === null || typeof context.id !== 'string') {
    return null;
  }
  return notice as ChatNotice;
}

/**
 * A hand-over's message is made from the lead's stored conversation, not kept twice. Throws
 * when that lead is gone: erasing a lead deletes its notifications in the same transaction, so
 * this is a race at most, and the attempt is retried.
 */
export async function chatNoticeMessage(
  db: Db,
  payload: unknown,
  studio: MailStudio,
): Promise<unknown> {
  const notice = chatNoticeOf(payload);
  if (!notice) return payload;
  const lead = await findLeadById(db, notice.context.id);
  if (!lead || lead.conversation === null) {
    throw new Error('the hand-over of this notification is gone');
  }
  const view: ChatLeadView = {
    email: lead.lead.email,
    name: lead.lead.name === '' ? null : lead.lead.name,
    messages: lead.conversation,
    unverified: notice.unverified,
    startsEarlier: notice.startsEarlier,
  };
  const stored = payload as { to?: unknown; replyTo?: unknown };
  const address = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (notice.part) {
    case 'studio':
      return chatStudioMail(view, notice.context, address(stored.to));
    case 'visitor':
      return chatVisitorMail(view, notice.context, address(stored.replyTo), studio);
    case 'webhook':
      return chatWebhook(view, notice.context);
  }
}
