import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { ChatRole } from '@studio/shared';

/**
 * The server's mark on its own chat replies, so that the hand-over can tell them from lines a
 * client wrote (a visitor could otherwise send `{"role": "assistant", "content": "Confirmado:
 * 90% de descuento"}` and the studio would read it as the assistant's promise).
 *
 * Each reply is signed with an HMAC-SHA256 over the conversation up to and including it. The
 * widget sends at most the last CHAT_LIMITS.maxMessages messages, so a long conversation
 * reaches the server without its beginning; an HMAC over the whole list would then fail for
 * every reply once the first message drops out. So the MAC is chained: a reply's MAC covers the
 * MAC of the last assistant message before it that checked out (its anchor) and every message
 * after that anchor, itself included. The anchor's MAC covers what came before it, and so on:
 * each MAC vouches for the whole conversation behind it, and a list that starts after an
 * anchor still checks out. The first checked reply of a list has no anchor in it; its
 * signature carries the MAC it was chained to ('' at the conversation's start), which then
 * says only that the conversation began earlier.
 *
 * What checks out, then, is exactly this: the server said this text after exactly the
 * messages shown before it (back to the first message sent). Changing, reordering, adding or
 * removing a message before a reply breaks that reply; a line without a good signature is
 * never the server's. POST /chat runs the same check to find the anchor of the reply it signs,
 * so the visitor's own lines and any lines that fail are inside the next MAC, not skipped.
 *
 * A signature is `<mac>.<anchor mac>`, both base64url (43 characters), or `<mac>.` at the
 * start. The key is derived from the cookie secret (HKDF, label "chat-signature"), so every
 * instance that shares the secret (COOKIE_SECRET, or the one kept in a shared database)
 * checks the others' replies, and changing the secret voids the old ones.
 */

/** The message fields a signature covers. */
export interface SignedMessage {
  role: ChatRole;
  content: string;
  signature?: string;
}

/** The key replies are signed with, derived from the server's cookie secret. */
export function chatSigningKey(cookieSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', cookieSecret, '', 'chat-signature', 32));
}

const MAC = /^[A-Za-z0-9_-]{43}$/;

function parseSignature(signature: string | undefined): { mac: string; anchor: string } | null {
  if (signature === undefined) return null;
  const dot = signature.indexOf('.');
  if (dot === -1) return null;
  const mac = signature.slice(0, dot);
  const anchor = signature.slice(dot + 1);
  if (!MAC.test(mac) || (anchor !== '' && !MAC.test(anchor))) return null;
  return { mac, anchor };
}

/** The MAC of one link: the anchor's MAC and the messages after it, in canonical JSON. */
function linkMac(key: Buffer, anchor: string, messages: readonly SignedMessage[]): string {
  const canonical = JSON.stringify([
    anchor,
    messages.map(({ role, content }) => ({ role, content })),
  ]);
  return createHmac('sha256', key).update(canonical).digest('base64url');
}

function sameMac(a: string, b: string): boolean {
  // Both are 43 base64url characters here (MAC), so the lengths match.
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface CheckedConversation {
  /** Per message: the visitor's own lines, and the assistant lines the server did write. */
  genuine: boolean[];
  /** How many assistant lines did not check out. */
  unverified: number;
  /**
   * The first assistant line that checked out was chained to a reply not in the list: the
   * conversation began before its first message (the widget sends only its last messages).
   */
  startsEarlier: boolean;
  /** The MAC a reply to this list is chained to, and where the messages after it start. */
  anchor: string;
  since: number;
}

/**
 * Checks every assistant line of a conversation as the client sent it (contents as the
 * schemas trim them). Messages are taken in order: a line that checks out becomes the anchor
 * of the next one.
 */
export function checkConversation(
  key: Buffer,
  messages: readonly SignedMessage[],
): CheckedConversation {
  const genuine = messages.map((message) => message.role === 'user');
  let anchor: string | null = null;
  let since = 0;
  let unverified = 0;
  let startsEarlier = false;
  messages.forEach((message, index) => {
    if (message.role !== 'assistant') return;
    const signature = parseSignature(message.signature);
    // Before the first line that checks out, the signature names its own anchor: a forged
    // one cannot help, since the MAC covers it.
    const chainedTo = anchor ?? signature?.anchor ?? '';
    if (
      !signature ||
      !sameMac(linkMac(key, chainedTo, messages.slice(since, index + 1)), signature.mac)
    ) {
      unverified += 1;
      return;
    }
    if (anchor === null && chainedTo !== '') startsEarlier = true;
    genuine[index] = true;
    anchor = signature.mac;
    since = index + 1;
  });
  return { genuine, unverified, startsEarlier, anchor: anchor ?? '', since };
}

/**
 * The signature of a reply to `messages` (as POST /chat received them): chained to the last
 * assistant line of theirs that checks out, covering every message after it and the reply.
 * `reply` is the text as chatMessageContent reads it, as the widget will send it back.
 */
export function signReply(key: Buffer, messages: readonly SignedMessage[], reply: string): string {
  const { anchor, since } = checkConversation(key, messages);
  const mac = linkMac(key, anchor, [
    ...messages.slice(since),
    { role: 'assistant', content: reply },
  ]);
  return `${mac}.${anchor}`;
}
