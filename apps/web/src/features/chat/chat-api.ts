import {
  CHAT_LIMITS,
  CHAT_STREAM_EVENTS,
  chatMessageContent,
  lastChatMessages,
  type ChatMessage,
  type ChatStatus,
  type Lang,
} from '@studio/shared';
import { apiGet, apiPostRaw } from '../../lib/api-client';
import type { ChatEntry } from './chat-storage';

/** An answer of the server that is an error: its `error` text ('' when it gave none). */
export class ChatServerError extends Error {
  override name = 'ChatServerError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function fetchChatStatus(): Promise<ChatStatus> {
  return apiGet<ChatStatus>('/chat/status');
}

/**
 * What the server gets: the visible conversation, the visitor's messages and the server's
 * replies (as `assistant`, each with its signature), without error bubbles, option and
 * suggestion buttons, and the widget's own lines (its answers to quick options and to the
 * model question, the hand-over's messages): the server did not write those, and the
 * hand-over would count them as lines it cannot vouch for. Messages of at most 1,000
 * characters, the last 20 (lastChatMessages). A suggestion the visitor picks is sent as
 * their own message, so the offered list itself need not reach the server.
 */
export function toServerMessages(entries: readonly ChatEntry[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const entry of entries) {
    if (entry.from === 'user') {
      const content = chatMessageContent(entry.text);
      if (content) messages.push({ role: 'user', content });
    } else if (entry.from === 'bot' && !entry.error && entry.signature) {
      const content = chatMessageContent(entry.text);
      if (content) messages.push({ role: 'assistant', content, signature: entry.signature });
    }
  }
  return lastChatMessages(messages);
}

function parseEvent(block: string): { event: string; data: unknown } {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  return { event, data: data ? (JSON.parse(data) as unknown) : null };
}

/** The assistant's whole answer; `handover` when the chat should offer to reach the studio. */
export interface AssistantAnswer {
  text: string;
  handover: boolean;
  /** Questions close to the visitor's, offered as buttons; empty when there are none. */
  suggestions: string[];
  /**
   * The server's mark on this reply, to send back with it (chat-client.ts); absent when the
   * answer carried none (a stream cut short), and the reply is then not sent as the assistant's.
   */
  signature?: string;
}

/** A reply's signature as the widget keeps it: a string within the schema's bound. */
function readSignature(value: unknown): { signature?: string } {
  return typeof value === 'string' && value && value.length <= CHAT_LIMITS.maxSignatureChars
    ? { signature: value }
    : {};
}

/**
 * The suggestions of an answer, as the widget can show them. Each one becomes a button whose
 * text is sent as the visitor's message, so a list ChatReplySchema would not allow (not an
 * array, too long, or with an entry that is not a non-blank string) is dropped as a whole
 * rather than half shown. Each one is trimmed and cut to what the input itself would accept.
 */
export function readSuggestions(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > CHAT_LIMITS.maxSuggestions) return [];
  const suggestions: string[] = [];
  for (const item of value as unknown[]) {
    const text = typeof item === 'string' ? item.trim().slice(0, CHAT_LIMITS.maxChars) : '';
    if (!text) return [];
    suggestions.push(text);
  }
  return suggestions;
}

/**
 * Sends the conversation and resolves with the whole answer. Asks for a stream: each piece
 * calls `onText` with the answer so far. A JSON answer (no stream) is handled the same way.
 * Rejects with ChatServerError for the server's errors, TypeError when it cannot be reached.
 */
export async function askAssistant(
  messages: ChatMessage[],
  lang: Lang,
  onText: (textSoFar: string) => void,
): Promise<AssistantAnswer> {
  const response = await apiPostRaw(
    '/chat',
    { messages, lang },
    { headers: { accept: 'text/event-stream, application/json' } },
  );
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    const body = (await response.json().catch(() => ({}))) as {
      reply?: unknown;
      handover?: unknown;
      suggestions?: unknown;
      signature?: unknown;
      error?: unknown;
    };
    if (!response.ok) {
      throw new ChatServerError(typeof body.error === 'string' ? body.error : '', response.status);
    }
    return {
      text: typeof body.reply === 'string' ? body.reply : '',
      handover: body.handover === true,
      suggestions: readSuggestions(body.suggestions),
      ...readSignature(body.signature),
    };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const { event, data } = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (event === CHAT_STREAM_EVENTS.error) {
        const error = (data as { error?: unknown } | null)?.error;
        throw new ChatServerError(typeof error === 'string' ? error : '', response.status);
      }
      if (event === CHAT_STREAM_EVENTS.done) {
        const final = data as {
          handover?: unknown;
          suggestions?: unknown;
          signature?: unknown;
        } | null;
        return {
          text,
          handover: final?.handover === true,
          suggestions: readSuggestions(final?.suggestions),
          ...readSignature(final?.signature),
        };
      }
      const delta = (data as { delta?: unknown } | null)?.delta;
      if (typeof delta === 'string') {
        text += delta;
        onText(text);
      }
    }
    if (done) return { text, handover: false, suggestions: [] };
  }
}
