import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_MESSAGES, type ChatMessage } from '@studio/shared';
import chat from '@studio/content/locales/ca/chat.json';
import { createI18n } from '../../i18n/create-i18n';
import { allVariables } from '../../i18n/page-variables';
import { HandoverForm } from './chat-handover';

const copy = chat.handover;
const msg = LEAD_MESSAGES.ca;

const MESSAGES: ChatMessage[] = [
  { role: 'user', content: 'Repareu rentadores?' },
  { role: 'assistant', content: 'No ho sé.', signature: `${'S'.repeat(43)}.` },
];

type Answer = { status: number; body: unknown } | 'network';

/** fetch for the request token, then the given answers to the POSTs, in order. */
function serve(...answers: Answer[]) {
  const posts: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/csrf')) return Response.json({ csrfToken: 'token' });
    posts.push(JSON.parse(String(init?.body)));
    const answer = answers.shift();
    if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
    return Response.json(answer.body, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return posts;
}

function show() {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  const i18n = createI18n(
    'ca',
    { ca: { chat } },
    {
      lazy: false,
      variables: allVariables('ca'),
    },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <HandoverForm lang="ca" messages={MESSAGES} onCancel={onCancel} onDone={onDone} />
    </I18nextProvider>,
  );
  const email = screen.getByRole('textbox', { name: new RegExp(copy.email ?? '') });
  const submit = screen.getByRole('button', { name: copy.submit });
  const fillValid = () => {
    fireEvent.change(email, { target: { value: 'laia@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
  };
  return { onDone, onCancel, email, submit, fillValid };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HandoverForm', () => {
  it('focuses the e-mail, and checks the fields before sending anything', async () => {
    const posts = serve();
    const { email, submit } = show();
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', msg.validation);
    expect(screen.getByText(msg.email)).toBeTruthy();
    expect(screen.getByText(msg.privacy_consent)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(screen.getByText(msg.email).id);
    expect(document.activeElement).toBe(email);
    expect(posts).toEqual([]);
  });

  it('sends the contact with the conversation and its signatures, retrying a refused token once', async () => {
    const posts = serve(
      { status: 403, body: { error: 'Invalid request token' } },
      { status: 201, body: { id: 'x', trackingUrl: 'https://ona.example/seguimiento?t=abc' } },
    );
    const { onDone, fillValid, submit } = show();
    fillValid();
    fireEvent.change(screen.getByRole('textbox', { name: copy.name }), {
      target: { value: ' Laia ' },
    });
    await act(async () => fireEvent.click(submit));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('https://ona.example/seguimiento?t=abc'),
    );
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual({
      email: 'laia@example.com',
      name: 'Laia',
      consent: true,
      hp: '',
      lang: 'ca',
      messages: MESSAGES,
    });
  });

  it('maps the server’s answers like the quote form', async () => {
    serve(
      { status: 429, body: { error: 'Too many requests' } },
      'network',
      { status: 400, body: { error: 'x', errors: { email: msg.email } } },
      { status: 400, body: { error: 'x', errors: { messages: msg.conversation } } },
      { status: 503, body: { error: 'Too busy to take this request now' } },
    );
    const { email, fillValid, submit } = show();
    fillValid();
    const alertAfterClick = async () => {
      await act(async () => fireEvent.click(submit));
      return (await screen.findByRole('alert')).textContent;
    };
    expect(await alertAfterClick()).toBe(msg.rate_limited);
    expect(await alertAfterClick()).toBe(msg.network);
    expect(await alertAfterClick()).toBe(msg.validation);
    expect(screen.getByText(msg.email)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(await alertAfterClick()).toBe(msg.conversation);
    expect(await alertAfterClick()).toBe(msg.general);
  });

  it('cancels without sending', () => {
    const posts = serve();
    const { onCancel } = show();
    fireEvent.click(screen.getByRole('button', { name: copy.cancel }));
    expect(onCancel).toHaveBeenCalled();
    expect(posts).toEqual([]);
  });
});
