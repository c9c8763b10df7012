/** The first call's promise, shared by every later call; a failed load may be tried again. */
export function loadOnce<A extends unknown[], T>(load: (...args: A) => Promise<T>) {
  let pending: Promise<T> | null = null;
  return (...args: A): Promise<T> =>
    (pending ??= load(...args).catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
