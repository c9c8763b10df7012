import type { ReactNode } from 'react';

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul'; items: string[] };

/** A blank line ends a block. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      current = null;
      continue;
    }
    const bullet = /^[-•*]\s+(.*)$/.exec(line);
    if (bullet) {
      if (current?.kind !== 'ul') blocks.push((current = { kind: 'ul', items: [] }));
      current.items.push(bullet[1] ?? '');
    } else {
      if (current?.kind !== 'p') blocks.push((current = { kind: 'p', lines: [] }));
      current.lines.push(line);
    }
  }
  return blocks;
}

/** `**bold**` only; everything else stays text, never HTML. */
function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={index}>{part.slice(2, -2)}</strong>
      ) : (
        part
      ),
    );
}

/** Paragraphs, "- " lists and `**bold**`, as React text nodes: never injected as HTML. */
export function FormattedText({ text }: { text: string }) {
  return (
    <>
      {parseBlocks(text).map((block, index) =>
        block.kind === 'ul' ? (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {inline(line)}
              </span>
            ))}
          </p>
        ),
      )}
    </>
  );
}
