/**
 * The chat's interface limits. A module of its own, without zod, because
 * the launcher button on every page needs them: importing the schemas' module would put
 * zod in every page's first bundle.
 */
export const CHAT_LIMITS = {
  /** Messages of one conversation sent to the server (older ones are dropped by the widget). */
  maxMessages: 20,
  /** Characters of one message. */
  maxChars: 1000,
  /**
   * Characters of a reply's signature as a client may send it back: the server's are 87 (two
   * base64url HMACs and a dot, apps/api/src/chat/conversation-signature.ts); the rest is room.
   */
  maxSignatureChars: 128,
  /** Closest questions an unsure answer offers as buttons. */
  maxSuggestions: 3,
  /** The prompt bubble appears after this long if the chat was never opened. */
  nudgeMs: 20_000,
  /** The input is focused this long after the window opens. */
  focusDelayMs: 50,
  minWidth: 280,
  minHeight: 260,
  maxWidthRatio: 0.92,
  /** Height ratio at viewport widths of `wideBreakpoint` or more, and below it. */
  maxHeightRatioWide: 0.6,
  maxHeightRatioNarrow: 0.7,
  wideBreakpoint: 720,
} as const;
