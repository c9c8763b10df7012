import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
const SOURCES = /\.(ts|tsx|mjs|js|astro|css)$/;
const DOCS = /^(README\.md|docs\/.+\.md)$/;

/** What a clone has, or will have once it is committed: files tracked, or new and not ignored. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repo,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && existsSync(path.join(repo, file)));
const known = new Set(files);
const folders = new Set(files.flatMap((file) => ancestors(path.posix.dirname(file))));

/** Source files whose comments are read (not this one's: it names broken pointers as examples). */
const sources = files.filter(
  (file) => SOURCES.test(file) && !file.startsWith('scripts/references.test'),
);
const read = (file) => readFileSync(path.join(repo, file), 'utf8');
const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/** The comments of a source file, with their line numbers. */
function comments(text) {
  const found = [];
  // `//` after a colon is a URL's; `<!-- -->` is an Astro template's comment.
  const pattern = /\/\*[\s\S]*?\*\/|(?<!:)\/\/[^\n]*|<!--[\s\S]*?-->/g;
  for (const match of text.matchAll(pattern)) {
    found.push({ line: lineAt(text, match.index), text: match[0] });
  }
  return found;
}

/** A folder and every folder above it, up to the repository's root (`''`). */
function ancestors(folder) {
  const found = [];
  for (let dir = folder; dir !== '.'; dir = path.posix.dirname(dir)) found.push(dir);
  return [...found, ''];
}

describe('comments cite only what a clone contains', () => {
  it('no comment refers to the product brief or an issue number', () => {
    expect(sources.length).toBeGreaterThan(100);
    const offending = sources.flatMap((file) =>
      comments(read(file))
        .filter((comment) => OUTSIDE.test(comment.text))
        .map((comment) => `${file}:${comment.line}: ${comment.text.split('\n')[0].slice(0, 100)}`),
    );
    expect(offending).toEqual([]);
  });
});

/**
 * A pointer is a path with a slash and a file extension of the repository's
 * (`apps/web/src/app/head.ts`, `site/react/page-root.tsx`, `e2e/*.spec.ts`), not
 * right after a quote (a string in an example of code), a dot, a slash or a colon (a URL).
 * `*` and `<name>` stand for any part of a name, `{a,b}` for either. `.html` is left out: the
 * HTML files comments name are pages the build writes (`faq/index.ca.html`).
 */
const SEGMENT = String.raw`(?:[\w@.*-]|<[\w-]+>|\[[\w.<>-]*\]|\{[\w.,-]*\})`;
const EXTENSION = 'tsx|ts|mts|mjs|cjs|js|astro|css|md|json|svg|png|woff2|sh|ya?ml';
const POINTER = new RegExp(
  String.raw`(?<![\w@./:~\\'"<>-])((?:\.\.?/)*${SEGMENT}+(?:/${SEGMENT}+)*/${SEGMENT}*\.(?:${EXTENSION}))(?![\w-])`,
  'g',
);
/** A Markdown link's target, or an HTML `src`/`href` in Markdown. */
const LINK = /(\]\(\s*<?)([^)\s>]*)|(\b(?:src|href)=")([^"]*)/g;
/** `decision 009`, `decisions 008 and 020`, `decision [010](…)`, `docs/decisions/023`. */
const DECISION =
  /\bdecisions?\s+((?:\[?\d{3}\]?(?:\([^)]*\))?(?:\s*,\s*|\s+(?:and|or)\s+)?)+)|\bdecisions\/(\d{3})(?!\d)/gi;
/**
 * The note at the top of a decision record that a later one replaced, whole or in part:
 * `> Replaced by [022](022-interactive-parts-trial.md): …` or `> Partly replaced by …`, naming
 * what replaced it.
 */
const REPLACED_NOTE = /^> (?:Partly replaced|Replaced) by /;

const WORKSPACES = JSON.parse(read('package.json')).workspaces;
const RECORDS = new Map(
  files
    .map((file) => /^docs\/decisions\/(\d{3})-.+\.md$/.exec(file))
    .filter(Boolean)
    .map(([file, number]) => [number, file]),
);

function toPattern(pointer) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = pointer
    .split(/(<[\w-]+>|\*|\{[\w.,-]*\})/)
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return '[^/]*';
    })
    .join('');
  return new RegExp(`^${source}$`);
}

function exists(target) {
  if (target.startsWith('..')) return false;
  if (/[<*{]/.test(target)) {
    const pattern = toPattern(target);
    return files.some((file) => pattern.test(file));
  }
  return known.has(target) || folders.has(target.replace(/\/$/, ''));
}

/**
 * Where a pointer may start: the folder of the file that names it or any folder above it, and
 * its workspace's `src/` (comments in apps/web/src say `site/react/…`). A doc belongs to no
 * workspace and may name a file in any of them from its folder or its `src/`.
 */
function bases(file) {
  const own = ancestors(path.posix.dirname(file));
  const workspaces = DOCS.test(file)
    ? WORKSPACES
    : WORKSPACES.filter((workspace) => file.startsWith(`${workspace}/`));
  return [...own, ...workspaces.flatMap((workspace) => [workspace, `${workspace}/src`])];
}

const candidates = (file, pointer) =>
  bases(file).map((base) => path.posix.normalize(path.posix.join(base, pointer)));

/** The paths git ignores: what the build makes (`apps/api/dist/server.js`), not a pointer. */
function ignored(paths) {
  try {
    return new Set(
      execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
        cwd: repo,
        encoding: 'utf8',
        input: paths.join('\n'),
      }).split('\n'),
    );
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if (error.status === 1) return new Set();
    throw error;
  }
}

/** The first paragraph of a decision record under its title, where its note goes. */
const noteOf = (text) => text.split(/\n\s*\n/)[1] ?? '';

/** Where the body of a replaced decision record starts (its history), or Infinity. */
function historyLine(file, text) {
  if (!/^docs\/decisions\/\d{3}-/.test(file)) return Infinity;
  const note = noteOf(text);
  return REPLACED_NOTE.test(note) ? lineAt(text, text.indexOf(note) + note.length) : Infinity;
}

/** Every pointer a file holds: `{ kind, pointer, line }`, kind `link`, `path` or `decision`. */
function pointersOf(file) {
  const text = read(file);
  const isDoc = DOCS.test(file);
  const found = [];
  if (isDoc) {
    for (const match of text.matchAll(LINK)) {
      found.push({ kind: 'link', pointer: match[2] ?? match[4], line: lineAt(text, match.index) });
    }
  }
  // A link's target is checked as a link only: relative to the doc, as a reader follows it.
  const blank = (all, open, target, attribute, value) =>
    open ? open + ' '.repeat(target.length) : attribute + ' '.repeat(value.length);
  const parts = isDoc ? [{ line: 1, text: text.replace(LINK, blank) }] : comments(text);
  for (const part of parts) {
    const at = (index) => part.line + lineAt(part.text, index) - 1;
    for (const match of part.text.matchAll(POINTER)) {
      found.push({ kind: 'path', pointer: match[1], line: at(match.index) });
    }
    for (const match of part.text.matchAll(DECISION)) {
      for (const number of (match[1] ?? match[2]).match(/\d{3}/g)) {
        found.push({ kind: 'decision', pointer: number, line: at(match.index) });
      }
    }
  }
  return found;
}

/** Every pointer that names nothing, as `file:line: pointer`. */
function brokenPointers(scanned) {
  const broken = [];
  const unresolved = [];
  for (const file of scanned) {
    const history = historyLine(file, read(file));
    for (const { kind, pointer, line } of pointersOf(file)) {
      const where = `${file}:${line}: ${pointer}`;
      if (kind === 'decision') {
        if (!RECORDS.has(pointer)) broken.push(`${where} (no record docs/decisions/${pointer}-…)`);
      } else if (kind === 'link') {
        const target = pointer.replace(/[#?].*$/, '');
        if (!target || /^[a-z][\w+.-]*:|^\//i.test(target)) continue;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        if (!exists(resolved)) broken.push(`${where} (link: no ${resolved})`);
      } else if (!candidates(file, pointer).some(exists) && line <= history) {
        unresolved.push({ file, pointer, where });
      }
    }
  }
  const built = ignored(unresolved.flatMap(({ file, pointer }) => candidates(file, pointer)));
  for (const { file, pointer, where } of unresolved) {
    if (!candidates(file, pointer).some((candidate) => built.has(candidate))) broken.push(where);
  }
  return broken;
}

describe('every pointer names what exists', () => {
  it('paths in comments and docs, links in docs and decision numbers all resolve', () => {
    const docs = files.filter((file) => DOCS.test(file));
    expect(docs.length).toBeGreaterThan(20);
    expect(
      brokenPointers([...sources, ...docs]),
      'Name a file from the root, from a folder the file is in, or from its workspace or its ' +
        "workspace's src/. A decision record the code no longer follows says so at its top " +
        '(`> Replaced by [NNN](…): …`); the body under that note may name files that are gone.',
    ).toEqual([]);
  });

  it('a record that a later one supersedes, replaces or updates says so at its top', () => {
    const missing = [];
    for (const [number, file] of RECORDS) {
      // What the record says before its first section, clause by clause.
      for (const clause of read(file)
        .split(/\n## /)[0]
        .split(/[;.]\s|\n\s*\n/)) {
        if (!/^\s*(?:Supersedes|Replaces|Updates)\b/.test(clause)) continue;
        for (const replaced of clause.match(/\b\d{3}\b/g) ?? []) {
          const note = RECORDS.has(replaced) ? noteOf(read(RECORDS.get(replaced))) : '';
          if (!REPLACED_NOTE.test(note) || !note.includes(`](${number}-`)) {
            missing.push(`${RECORDS.get(replaced) ?? replaced}: no note linking ${file}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
