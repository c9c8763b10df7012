import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormattedText, parseBlocks } from './formatted-text';

describe('FormattedText', () => {
  it('keeps line breaks, lists and bold, as text', () => {
    expect(parseBlocks('Intro:\n- one\n- two\nAfter\n\nNew paragraph')).toEqual([
      { kind: 'p', lines: ['Intro:'] },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'p', lines: ['After'] },
      { kind: 'p', lines: ['New paragraph'] },
    ]);
    const html = renderToStaticMarkup(<FormattedText text={'a **b**\nc <img src=x>'} />);
    expect(html).toBe(
      '<p><span>a <strong>b</strong></span><span><br/>c &lt;img src=x&gt;</span></p>',
    );
  });
});
