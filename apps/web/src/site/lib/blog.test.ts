// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A post whose front matter is wrong stops the build, naming the file and the field: checked
 * with `astro sync`, which reads the collection as the build does, on a copy of a real post.
 */

const web = fileURLToPath(new URL('../../..', import.meta.url));
const blog = path.join(web, '../../packages/content/blog');
const astro = path.join(
  path.dirname(createRequire(import.meta.url).resolve('astro/package.json')),
  'astro.js',
);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder of one post, copied from the first of the studio's, its Spanish file edited. */
function postsWith(edit: (frontMatter: string) => string): { dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-blog-'));
  dirs.push(dir);
  const [key] = readdirSync(blog);
  cpSync(path.join(blog, key!), path.join(dir, 'wrong-post'), { recursive: true });
  const file = path.join(dir, 'wrong-post', 'es.md');
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
    readFileSync(file, 'utf8'),
  )!;
  writeFileSync(file, `---\n${edit(frontMatter!)}\n---\n${body}`);
  return { dir };
}

function sync(dir: string) {
  const result = spawnSync(process.execPath, [astro, 'sync'], {
    cwd: web,
    env: { ...process.env, STUDIO_BLOG: dir },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a post’s front matter', () => {
  it('as the studio wrote it passes', { timeout: 60_000 }, () => {
    const { status, output } = sync(postsWith((fm) => fm).dir);
    expect(status, output).toBe(0);
  });

  it.each([
    [
      'an author who is not on the team',
      (fm: string) => fm.replace(/^author: .*$/m, 'author: nobody'),
      'author',
    ],
    [
      'a tag blog.json has no words for',
      (fm: string) => fm.replace(/^tags: \[/m, 'tags: [recetas, '),
      'tags',
    ],
  ])(
    'with %s stops the build, naming the file and the field',
    { timeout: 60_000 },
    (_, edit, field) => {
      const { dir } = postsWith(edit);
      const { status, output } = sync(dir);
      expect(status).not.toBe(0);
      expect(output).toContain(path.join('wrong-post', 'es.md'));
      expect(output).toContain(field);
    },
  );
});
