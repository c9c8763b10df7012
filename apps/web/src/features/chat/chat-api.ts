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

/** `message` is the server's `error` text, '' when it gave none. */
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
 * Only the visitor's messages and the server's signed replies: the widget's own lines (quick
 * options, the hand-over's) would count as lines the server cannot vouch for.
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

interface AssistantAnswer {
  text: string;
  handover: boolean;
  suggestions: string[];
  /** Absent when a stream was cut short: the reply is then not sent back as the assistant's. */
  signature?: string;
}

interface ReplyFields {
  handover?: unknown;
  suggestions?: unknown;
  signature?: unknown;
}

function readSignature(value: unknown): { signature?: string } {
  return typeof value === 'string' && value && value.length <= CHAT_LIMITS.maxSignatureChars
    ? { signature: value }
    : {};
}

function toAnswer(text: string, fields: ReplyFields | null): AssistantAnswer {
  return {
    text,
    handover: fields?.handover === true,
    suggestions: readSuggestions(fields?.suggestions),
    ...readSignature(fields?.signature),
  };
}

/**
 * Each suggestion is sent as the visitor's message when picked, so a list ChatReplySchema would
 * not allow is dropped whole rather than half shown.
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

/** Rejects with ChatServerError for the server's errors, TypeError when it cannot be reached. */
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
    const body = (await response.json().catch(() => ({}))) as ReplyFields & {
      reply?: unknown;
      error?: unknown;
    };
    if (!response.ok) {
      throw new ChatServerError(typeof body.error === 'string' ? body.error : '', response.status);
    }
    return toAnswer(typeof body.reply === 'string' ? body.reply : '', body);
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
      if (event === CHAT_STREAM_EVENTS.done) return toAnswer(text, data as ReplyFields | null);
      const delta = (data as { delta?: unknown } | null)?.delta;
      if (typeof delta === 'string') {
        text += delta;
        onText(text);
      }
    }
    if (done) return toAnswer(text, null);
  }
}
