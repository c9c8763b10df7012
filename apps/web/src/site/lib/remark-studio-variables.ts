import path from 'node:path';
import { contentVariables, loadContent, withStudioVariables } from '@studio/content';
import { isLang } from '@studio/shared';

interface Node {
  type: string;
  value?: string;
  url?: string;
  children?: Node[];
}

/**
 * A post names the studio's figures as the rest of the content does (`{{price.tienda-online.from}}`,
 * `{{studio}}`), so a price changed in pricing.json changes the posts too. The language is the
 * file's name (`packages/content/blog/<key>/ca.md`); a placeholder that names no variable stops the build with
 * the file named.
 */
export function remarkStudioVariables() {
  const content = loadContent();
  return (tree: Node, file: { path?: string }) => {
    const lang = path.basename(file.path ?? '', '.md');
    if (!isLang(lang)) return;
    const variables = contentVariables(content, lang);
    const fill = (node: Node) => {
      if (typeof node.value === 'string' && node.type !== 'code') {
        node.value = withStudioVariables(file.path!, node.value, variables) as string;
      }
      if (node.url) node.url = withStudioVariables(file.path!, node.url, variables) as string;
      node.children?.forEach(fill);
    };
    fill(tree);
  };
}
