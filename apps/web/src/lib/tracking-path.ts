/**
 * The server writes tracking links with the public address; the page links on its own origin (a
 * local server, a preview). Null for anything but our tracking page: storage is not trusted.
 */
export function trackingPath(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.pathname === '/seguimiento' ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}
