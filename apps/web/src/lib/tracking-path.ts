/**
 * The path and query of a link to our own tracking page, or null for anything else. The server
 * writes tracking links with the site's public address; the page links to it on the origin it
 * is served from (a local server, a preview), and a value from storage is only trusted as ours.
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
