import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A comment explains why in its own words, or points to what a clone contains (a decision
 * record, a file, a test). The product brief and the issue tracker live outside the repository:
 * a reference to them leads nowhere for someone who clones it.
 */
const OUTSIDE =
  /\bthe spec\b|\bspec(?:ification)?(?:'s)?\b[^\n]{0,12}\bsections?\b|\(spec\b|\bspec's\b|decisions\.md|spec\.md|\bissues? #?\d+/i;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = /\.(ts|tsx|mjs|js|css)$/;

/** The comments of a source file, with their line numbers. */
function comments(text) {
  const found = [];
  const pattern = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ line, text: match[0] });
  }
  return found;
}

describe('comments cite only what a clone contains', () => {
  it('no comment refers to the product brief or an issue number', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCES.test(file) && !file.startsWith('scripts/references.test'));
    expect(files.length).toBeGreaterThan(100);
    const offending = files.flatMap((file) =>
      comments(readFileSync(path.join(repo, file), 'utf8'))
        .filter((comment) => OUTSIDE.test(comment.text))
        .map((comment) => `${file}:${comment.line}: ${comment.text.split('\n')[0].slice(0, 100)}`),
    );
    expect(offending).toEqual([]);
  });
});
