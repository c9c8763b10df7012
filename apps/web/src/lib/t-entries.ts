import type { i18n as I18n } from 'i18next';

export type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** For keys built from data (service slugs, fact names), which typed keys cannot follow. */
export function looseT(t: unknown): LooseT {
  return t as LooseT;
}

/** In file order; a missing key (i18next returns the key string) yields none. */
export function tEntries<T>(
  t: unknown,
  key: string,
  options: Record<string, unknown> = {},
): [string, T][] {
  const value = (t as (k: string, o: object) => unknown)(key, { ...options, returnObjects: true });
  return value && typeof value === 'object' ? Object.entries(value as Record<string, T>) : [];
}

/** Without translating what it holds: for a list whose items translate their own strings. */
export function tKeys(i18n: I18n, ns: string, key: string): string[] {
  const value: unknown = i18n.getResource(i18n.language, ns, key);
  return value && typeof value === 'object' ? Object.keys(value) : [];
}
