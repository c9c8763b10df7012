/** Splits a request URL into its path and its query string (with the `?`, or empty). */
export function splitUrl(url: string): [pathname: string, search: string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/** True for `/api` and everything under it. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
