import { contentVariables, loadContent, withStudioVariables } from '@studio/content';
import type { Lang } from '@studio/shared';
import type { Heading } from '../../features/blog/blog-post';

/** A Markdown entry as the content layer keeps it: rendered once, cached by the file's digest. */
interface Rendered {
  id: string;
  filePath?: string;
  rendered?: { html: string; metadata?: { headings?: Heading[] } };
}

const content = loadContent(__CONTENT_DIR__);
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A post's or a case study's body with the studio's figures filled in
 * (`{{price.tienda-online.from}}`, `{{studio}}`), for the page being built. Filled here, not when
 * the Markdown is rendered: Astro keeps that rendering until the file changes, and a price
 * changed in pricing.json (or another studio's files) must reach the page at the next build. A
 * placeholder that names no variable stops the build with the file named.
 */
export function filledMarkdown(entry: Rendered, lang: Lang): { html: string; headings: Heading[] } {
  const file = entry.filePath ?? entry.id;
  const variables = contentVariables(content, lang);
  const escaped = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, escapeHtml(value)]),
  );
  return {
    html: withStudioVariables(file, entry.rendered?.html ?? '', escaped) as string,
    headings: (entry.rendered?.metadata?.headings ?? []).map((heading) => ({
      ...heading,
      text: withStudioVariables(file, heading.text, variables) as string,
    })),
  };
}

/** A front matter's words (a title, a description) with the studio's figures filled in. */
export function filledText(
  entry: Pick<Rendered, 'id' | 'filePath'>,
  text: string,
  lang: Lang,
): string {
  return withStudioVariables(
    entry.filePath ?? entry.id,
    text,
    contentVariables(content, lang),
  ) as string;
}
