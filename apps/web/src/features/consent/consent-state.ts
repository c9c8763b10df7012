import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_POLICY_VERSION,
  TAGS_ATTRIBUTE,
  decodeTagSettings,
  purposesOf,
  type ConsentPurpose,
  type TagSettings,
} from '@studio/shared';

/**
 * The visitor's cookie choice (decision 013). The server names the configured Google tags in
 * `<html data-ona-tags>`; without it there is nothing to consent to and none of this runs. The
 * choice lives in local storage (first-party, needed to respect it) with the purposes it was
 * asked for, the policy version and its time: a choice older than 13 months, made under
 * another version or for other purposes, is asked again.
 */

export const CONSENT_STORAGE_KEY = 'ona:consent';

export interface ConsentChoice {
  /** Random, made by this browser for its choice: the key of the server's proof. */
  id: string;
  analytics: boolean;
  advertising: boolean;
  /** The purposes the visitor was asked about. */
  purposes: ConsentPurpose[];
  version: string;
  /** ISO time of the choice. */
  at: string;
}

/** The configured tags, from the page the server sent; null while prerendering or when none. */
export function readTags(): TagSettings | null {
  if (typeof document === 'undefined') return null;
  return decodeTagSettings(document.documentElement.getAttribute(TAGS_ATTRIBUTE));
}

const DAY_MS = 86_400_000;

/** The stored choice, if it still answers what the site asks now. */
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
  /** The valid stored choice, or null: the banner asks. */
  choice: ConsentChoice | null;
  /** The visitor asked to see the settings again (footer, cookie page). */
  settingsOpen: boolean;
}

const EMPTY: ConsentSnapshot = { tags: null, choice: null, settingsOpen: false };
let snapshot: ConsentSnapshot | null = null;
/** What had the focus when the settings were opened: it gets it back after. */
let opener: Element | null = null;
const listeners = new Set<() => void>();

function emit(next: ConsentSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** A store for useSyncExternalStore: the tags, the choice and whether settings are open. */
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
  /** While prerendering and hydrating: nothing is known of the browser. */
  server(): ConsentSnapshot {
    return EMPTY;
  },
  /** A choice was made (consent-banner.tsx keeps it): the settings close. */
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
  /** Tests: forget the page's state. */
  reset(): void {
    snapshot = null;
  },
};
