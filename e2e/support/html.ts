import type { APIRequestContext } from '@playwright/test';

/** Decodes the few entities React's HTML uses. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The visible text of a prerendered page's body: tags and React's text separators removed. */
export function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/[ \t\r\n]+/g, ' ');
}

/** GET a page of the built site and return its HTML (fails on anything but 200). */
export async function fetchPage(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  if (response.status() !== 200) throw new Error(`${url} answered ${response.status()}`);
  return response.text();
}

/** Every `href` of the page's `<a>` elements, decoded. */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ''));
}

/**
 * The scripts a prerendered page runs before any interaction: its module script and the
 * modules that script starts once the page has painted (`data-modules`, apps/web prerender).
 */
export function pageScripts(html: string): string[] {
  const entry = /<script type="module"[^>]*src="([^"]+)"[^>]*>/.exec(html);
  if (!entry) return [];
  const modules = /data-modules="([^"]*)"/.exec(entry[0])?.[1]?.split(' ') ?? [];
  return [...new Set([entry[1]!, ...modules.filter(Boolean)])];
}
