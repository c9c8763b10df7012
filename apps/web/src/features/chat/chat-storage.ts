import type { ServiceSlug } from '@studio/shared';

/** One entry of the conversation as the widget shows it. */
export type ChatEntry =
  | { id: string; from: 'user'; text: string }
  /**
   * The assistant's side. A reply of the server carries the `signature` it came with, sent back
   * with it (toServerMessages); the widget's own lines (quick options, the model question, the
   * hand-over's) have none, and are never sent as the assistant's.
   */
  | { id: string; from: 'bot'; text: string; error?: boolean; signature?: string }
  | { id: string; from: 'buttons'; options: { value: ServiceSlug }[] }
  /** Questions close to the visitor's, offered after an unsure answer; one is sent when chosen. */
  | { id: string; from: 'suggestions'; options: string[] }
  /** The offer to pass the question to the studio (after an answer with `handover`). */
  | { id: string; from: 'offer' }
  /** The hand-over went through: what happens next and the tracking link. */
  | { id: string; from: 'handed'; trackingUrl: string };

/** Conversation and window state: this tab only (sessionStorage), erased with the tab. */
const CONVERSATION_KEY = 'ona-chat:conversation';
const OPEN_KEY = 'ona-chat:open';
const NUDGED_KEY = 'ona-chat:nudged';
/** Whether the visitor ever opened the chat: kept so the prompt bubble does not come back. */
const OPENED_KEY = 'ona-chat:opened';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage full or blocked: the chat still works, it just forgets on reload.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

function isEntry(value: unknown): value is ChatEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  if (typeof entry.id !== 'string') return false;
  if (entry.from === 'user') return typeof entry.text === 'string';
  if (entry.from === 'bot') {
    return (
      typeof entry.text === 'string' &&
      (entry.signature === undefined || typeof entry.signature === 'string')
    );
  }
  if (entry.from === 'offer') return true;
  if (entry.from === 'handed') return typeof entry.trackingUrl === 'string';
  // Their text is shown and sent as a message: anything but strings would break both.
  if (entry.from === 'suggestions') {
    return (
      Array.isArray(entry.options) &&
      (entry.options as unknown[]).every((option) => typeof option === 'string')
    );
  }
  return entry.from === 'buttons' && Array.isArray(entry.options);
}

export function loadConversation(): ChatEntry[] {
  try {
    const parsed: unknown = JSON.parse(read(session, CONVERSATION_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function saveConversation(entries: readonly ChatEntry[]): void {
  write(session, CONVERSATION_KEY, entries.length > 0 ? JSON.stringify(entries) : null);
}

export const chatMemory = {
  isOpen: () => read(session, OPEN_KEY) === '1',
  setOpen: (open: boolean) => write(session, OPEN_KEY, open ? '1' : null),
  wasNudged: () => read(session, NUDGED_KEY) === '1',
  setNudged: () => write(session, NUDGED_KEY, '1'),
  wasOpened: () => read(local, OPENED_KEY) === '1',
  setOpened: () => write(local, OPENED_KEY, '1'),
};

let counter = 0;
export function newEntryId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}
