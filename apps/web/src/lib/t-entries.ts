import type { i18n as I18n } from 'i18next';

/** A translate function for keys built at run time (typed keys cannot follow them). */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` without its key typing, for keys built from data (service slugs, fact names). */
export function looseT(t: unknown): LooseT {
  return t as LooseT;
}

/**
 * The entries of a translation object, in file order. A missing key comes back from
 * i18next as the key string: that yields no entries.
 */
export function tEntries<T>(
  t: unknown,
  key: string,
  options: Record<string, unknown> = {},
): [string, T][] {
  const value = (t as (k: string, o: object) => unknown)(key, { ...options, returnObjects: true });
  return value && typeof value === 'object' ? Object.entries(value as Record<string, T>) : [];
}

/**
 * The keys of a translation object, in file order, without translating what it holds: for a
 * list whose items translate their own strings (each in its own hydration turn).
 */
export function tKeys(i18n: I18n, ns: string, key: string): string[] {
  const value: unknown = i18n.getResource(i18n.language, ns, key);
  return value && typeof value === 'object' ? Object.keys(value) : [];
}
