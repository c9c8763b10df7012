// Without zod: the launcher button on every page needs these.
export const CHAT_LIMITS = {
  /** Older ones are dropped by the widget. */
  maxMessages: 20,
  maxChars: 1000,
  /** The server's are 87 (apps/api/src/chat/conversation-signature.ts); the rest is room. */
  maxSignatureChars: 128,
  /** Closest questions an unsure answer offers as buttons. */
  maxSuggestions: 3,
  /** The prompt bubble appears after this long if the chat was never opened. */
  nudgeMs: 20_000,
  focusDelayMs: 50,
  minWidth: 280,
  minHeight: 260,
  maxWidthRatio: 0.92,
  maxHeightRatioWide: 0.6,
  maxHeightRatioNarrow: 0.7,
  wideBreakpoint: 720,
} as const;
