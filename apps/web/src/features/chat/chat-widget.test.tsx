import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatRequest } from '@studio/shared';
import chat from '@studio/content/locales/en/chat.json';
import { createI18n } from '../../i18n/create-i18n';
import { allVariables } from '../../i18n/page-variables';
import { PageContext } from '../../lib/page-context';
import { ChatWidget } from './chat-widget';

const QUESTIONS = ['How much does a website cost?', 'How long does an online shop take?'];

/** Signatures as the server makes them: the widget keeps them and sends them back as they are. */
const SIG = [`${'A'.repeat(43)}.`, `${'B'.repeat(43)}.${'A'.repeat(43)}`];

/**
 * fetch for the status and the request token, then the given answers to the chat's POSTs, in
 * order; an answer may be a promise, to hold it back. Returns the POSTs' bodies.
 */
function serve(...answers: (() => Response | Promise<Response>)[]) {
  const posts: ChatRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/csrf')) return Response.json({ csrfToken: 'token' });
      if (url.endsWith('/chat/status')) {
        return Response.json({ available: true, provider: 'builtin', model: null });
      }
      posts.push(JSON.parse(String(init?.body)) as ChatRequest);
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
  return posts;
}

/** A promise of an answer, and the function that lets it through. */
function heldBack() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release };
}

function show() {
  const i18n = createI18n(
    'en',
    { en: { chat } },
    {
      lazy: false,
      variables: allVariables('en'),
    },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <PageContext value={{ lang: 'en', routeId: 'home', ns: [] }}>
        <ChatWidget onClose={vi.fn()} />
      </PageContext>
    </I18nextProvider>,
  );
}

async function type(text: string) {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: chat.send })));
}

/** The conversation as shown, one line per entry (the welcome and the typing dots left out). */
function conversation(): string[] {
  const log = screen.getByRole('log');
  return Array.from(log.children)
    .slice(1)
    .filter((child) => !child.classList.contains('chat-typing'))
    .map((child) =>
      child.getAttribute('role') === 'group'
        ? `[${Array.from(child.querySelectorAll('button'), (b) => b.textContent).join(' | ')}]`
        : (child.textContent ?? ''),
    );
}

const suggestionButtons = () =>
  screen
    .getAllByRole('group', { name: chat.suggestions.label })
    .map((group) => within(group).getAllByRole('button') as HTMLButtonElement[]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('ChatWidget suggestions', () => {
  it('shows them below the answer, before the hand-over offer, and sends the one chosen', async () => {
    const second = heldBack();
    const posts = serve(
      () =>
        Response.json({
          reply: 'Did you mean one of these?',
          handover: true,
          suggestions: QUESTIONS,
          signature: SIG[0],
        }),
      second.answer,
    );
    show();
    await type('price?');

    const [buttons] = suggestionButtons();
    expect(buttons?.map((button) => button.textContent)).toEqual(QUESTIONS);
    expect(buttons?.every((button) => button.className.includes('chat-chip--suggestion'))).toBe(
      true,
    );
    expect(conversation()).toEqual([
      'You: price?',
      'Assistant: Did you mean one of these?',
      `[${QUESTIONS.join(' | ')}]`,
      expect.stringContaining(chat.handover.offerButton),
    ]);

    await act(async () => fireEvent.click(buttons![0]!));
    // Sent like a typed message: shown as the visitor's, and the whole conversation goes out.
    expect(posts).toHaveLength(2);
    expect(posts[1]?.messages).toEqual([
      { role: 'user', content: 'price?' },
      { role: 'assistant', content: 'Did you mean one of these?', signature: SIG[0] },
      { role: 'user', content: QUESTIONS[0] },
    ]);
    expect(conversation().at(-1)).toBe(`You: ${QUESTIONS[0]}`);
    // No second question while the first is being answered; focus waits in the input.
    expect(suggestionButtons()[0]?.every((button) => button.disabled)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox'));

    await act(async () => second.release(Response.json({ reply: 'From 1,200 euros.' })));
    expect(conversation().at(-1)).toBe('Assistant: From 1,200 euros.');
    expect(suggestionButtons()[0]?.every((button) => !button.disabled)).toBe(true);
  });

  it('keeps only the newest group clickable, and offers none after an answer without them', async () => {
    serve(
      () => Response.json({ reply: 'Which one?', suggestions: QUESTIONS }),
      () => Response.json({ reply: 'Or one of these?', suggestions: ['What is included?'] }),
      () => Response.json({ reply: 'Hello!' }),
    );
    show();
    await type('price?');
    await act(async () => fireEvent.click(suggestionButtons()[0]![1]!));
    await type('and warranty?');

    const [older, newer] = suggestionButtons();
    expect(older?.every((button) => button.disabled)).toBe(true);
    expect(newer?.map((button) => [button.textContent, button.disabled])).toEqual([
      ['What is included?', false],
    ]);
    expect(conversation()).toEqual([
      'You: price?',
      'Assistant: Which one?',
      `[${QUESTIONS.join(' | ')}]`,
      `You: ${QUESTIONS[1]}`,
      'Assistant: Or one of these?',
      '[What is included?]',
      'You: and warranty?',
      'Assistant: Hello!',
    ]);
  });

  it('ignores suggestions that come with an empty answer', async () => {
    serve(() => Response.json({ reply: ' ', suggestions: QUESTIONS }));
    show();
    await type('price?');
    expect(screen.queryByRole('group', { name: chat.suggestions.label })).toBeNull();
  });

  it('shows the suggestions of a conversation restored after a reload', async () => {
    window.sessionStorage.setItem(
      'ona-chat:conversation',
      JSON.stringify([
        { id: 'a', from: 'user', text: 'price?' },
        { id: 'b', from: 'bot', text: 'Which one?' },
        { id: 'c', from: 'suggestions', options: QUESTIONS },
      ]),
    );
    const posts = serve(() => Response.json({ reply: 'From 1,200 euros.' }));
    show();
    await act(async () => fireEvent.click(suggestionButtons()[0]![0]!));
    expect(posts[0]?.messages.at(-1)).toEqual({ role: 'user', content: QUESTIONS[0] });
    expect(conversation().slice(-2)).toEqual([
      `You: ${QUESTIONS[0]}`,
      'Assistant: From 1,200 euros.',
    ]);
  });
});

describe('ChatWidget signatures', () => {
  /** A streamed answer: its pieces, then the done event with its signature. */
  function streamed(text: string, done: Record<string, unknown>) {
    return () =>
      new Response(
        `data: ${JSON.stringify({ delta: text })}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
        { headers: { 'content-type': 'text/event-stream' } },
      );
  }

  it('hands over the server’s replies with their signatures, and none of its own lines', async () => {
    const posts = serve(
      () => Response.json({ reply: 'Hello!', signature: SIG[0] }),
      streamed('I cannot find that.', { handover: true, signature: SIG[1] }),
      () =>
        Response.json(
          { id: 'x', trackingUrl: 'https://ona.example/seguimiento?t=abc' },
          { status: 201 },
        ),
    );
    show();
    await type('hi');
    // Answered by the widget itself: the model question, and a quick option.
    await type('Which AI are you?');
    fireEvent.click(screen.getByRole('button', { name: chat.quick.services }));
    await type('Do you build video games?');

    // The second question went out with the first reply and its signature, and no local line.
    expect(posts[1]?.messages).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello!', signature: SIG[0] },
      { role: 'user', content: 'Which AI are you?' },
      { role: 'user', content: chat.quick.services },
      { role: 'user', content: 'Do you build video games?' },
    ]);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: chat.handover.offerButton })),
    );
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(chat.handover.email) }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: chat.handover.submit })),
    );
    expect((posts[2] as unknown as { messages: unknown }).messages).toEqual([
      ...(posts[1]?.messages ?? []),
      { role: 'assistant', content: 'I cannot find that.', signature: SIG[1] },
    ]);
  });

  it('keeps the signatures of a conversation restored after a reload', async () => {
    window.sessionStorage.setItem(
      'ona-chat:conversation',
      JSON.stringify([
        { id: 'a', from: 'user', text: 'price?' },
        { id: 'b', from: 'bot', text: 'From 800 euros.', signature: SIG[0] },
        { id: 'c', from: 'user', text: 'Talk to a person' },
        { id: 'd', from: 'bot', text: 'Of course.' },
      ]),
    );
    const posts = serve(() => Response.json({ reply: 'Yes.', signature: SIG[1] }));
    show();
    await type('and a shop?');
    expect(posts[0]?.messages).toEqual([
      { role: 'user', content: 'price?' },
      { role: 'assistant', content: 'From 800 euros.', signature: SIG[0] },
      { role: 'user', content: 'Talk to a person' },
      { role: 'user', content: 'and a shop?' },
    ]);
    expect(
      JSON.parse(window.sessionStorage.getItem('ona-chat:conversation') ?? '[]'),
    ).toContainEqual(expect.objectContaining({ from: 'bot', text: 'Yes.', signature: SIG[1] }));
  });
});
