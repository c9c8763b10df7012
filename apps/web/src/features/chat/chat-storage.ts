import type { ServiceSlug } from '@studio/shared';

export type ChatEntry =
  | { id: string; from: 'user'; text: string }
  /** Only the server's replies have a `signature`: the widget's own lines are never sent back. */
  | { id: string; from: 'bot'; text: string; error?: boolean; signature?: string }
  | { id: string; from: 'buttons'; options: { value: ServiceSlug }[] }
  | { id: string; from: 'suggestions'; options: string[] }
  /** The offer to pass the question to the studio. */
  | { id: string; from: 'offer' }
  | { id: string; from: 'handed'; trackingUrl: string };

/** This tab only (sessionStorage). */
const CONVERSATION_KEY = 'ona-chat:conversation';
const OPEN_KEY = 'ona-chat:open';
const NUDGED_KEY = 'ona-chat:nudged';
/** Local storage: once opened, the prompt bubble never comes back. */
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
