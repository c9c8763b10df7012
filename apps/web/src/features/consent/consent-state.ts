import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_POLICY_VERSION,
  TAGS_ATTRIBUTE,
  decodeTagSettings,
  purposesOf,
  type ConsentPurpose,
  type TagSettings,
} from '@studio/shared';

// Decision 013. A choice older than 13 months, made under another policy version or for other
// purposes, is asked again.

export const CONSENT_STORAGE_KEY = 'ona:consent';

export interface ConsentChoice {
  /** Made by this browser: the key of the server's proof of consent. */
  id: string;
  analytics: boolean;
  advertising: boolean;
  /** Those asked about. */
  purposes: ConsentPurpose[];
  version: string;
  at: string;
}

/** The server names the configured tags in `<html>`; null while prerendering. */
export function readTags(): TagSettings | null {
  if (typeof document === 'undefined') return null;
  return decodeTagSettings(document.documentElement.getAttribute(TAGS_ATTRIBUTE));
}

const DAY_MS = 86_400_000;

export function validChoice(
  stored: unknown,
  tags: TagSettings,
  now: Date = new Date(),
): ConsentChoice | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const choice = stored as Partial<ConsentChoice>;
  const asked = purposesOf(tags);
  const at = Date.parse(String(choice.at));
  if (
    typeof choice.id !== 'string' ||
    typeof choice.analytics !== 'boolean' ||
    typeof choice.advertising !== 'boolean' ||
    choice.version !== CONSENT_POLICY_VERSION ||
    !Array.isArray(choice.purposes) ||
    choice.purposes.join() !== asked.join() ||
    !Number.isFinite(at) ||
    at > now.getTime() + DAY_MS ||
    now.getTime() - at > CONSENT_MAX_AGE_DAYS * DAY_MS
  ) {
    return null;
  }
  return choice as ConsentChoice;
}

function readStored(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

export interface ConsentSnapshot {
  tags: TagSettings | null;
  choice: ConsentChoice | null;
  settingsOpen: boolean;
}

const EMPTY: ConsentSnapshot = { tags: null, choice: null, settingsOpen: false };
let snapshot: ConsentSnapshot | null = null;
/** Gets the focus back after the settings close. */
let opener: Element | null = null;
const listeners = new Set<() => void>();

function emit(next: ConsentSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export const consentStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): ConsentSnapshot {
    if (!snapshot) {
      const tags = readTags();
      snapshot = tags
        ? { tags, choice: validChoice(readStored(), tags), settingsOpen: false }
        : EMPTY;
    }
    return snapshot;
  },
  server(): ConsentSnapshot {
    return EMPTY;
  },
  set(choice: ConsentChoice): void {
    const { tags } = consentStore.get();
    if (tags) emit({ tags, choice, settingsOpen: false });
  },
  openSettings(): void {
    opener = document.activeElement;
    emit({ ...consentStore.get(), settingsOpen: true });
  },
  opener(): Element | null {
    return opener;
  },
  closeSettings(): void {
    emit({ ...consentStore.get(), settingsOpen: false });
  },
  reset(): void {
    snapshot = null;
  },
};
