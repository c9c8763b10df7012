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

export function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/[ \t\r\n]+/g, ' ');
}

export async function fetchPage(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  if (response.status() !== 200) throw new Error(`${url} answered ${response.status()}`);
  return response.text();
}

export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ''));
}

/** Each island's component and the renderer that hydrates it (decision 022). */
export function pageScripts(html: string): string[] {
  const urls = [...html.matchAll(/<astro-island\b[^>]*>/g)].flatMap((tag) =>
    [...tag[0].matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1]!),
  );
  return [...new Set(urls)];
}

/** Not the `import()`s, which wait for a visitor. */
export function withStaticImports(scripts: string[], read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    // Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`; never `import(`.
    for (const m of read(file).matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      visit(dir + m[1]!);
    }
  };
  for (const file of scripts) visit(file);
  return [...seen];
}
