import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS, type ChatMessage } from '@studio/shared';
import { askAssistant, readSuggestions, toServerMessages } from './chat-api';
import type { ChatEntry } from './chat-storage';

describe('toServerMessages', () => {
  it('sends bot messages as assistant and leaves out errors, buttons, suggestions and the hand-over', () => {
    const entries: ChatEntry[] = [
      { id: '1', from: 'user', text: ' Hola ' },
      { id: '2', from: 'bot', text: '¡Hola!' },
      { id: '3', from: 'buttons', options: [{ value: 'web-personal' }] },
      { id: '4', from: 'bot', text: 'Error al contactar con la IA.', error: true },
      { id: '8', from: 'suggestions', options: ['¿Cuánto cuesta una web?', '¿Qué plazos hay?'] },
      { id: '6', from: 'offer' },
      { id: '7', from: 'handed', trackingUrl: 'https://ona.example/seguimiento?t=x' },
      { id: '5', from: 'user', text: '¿Precio?' },
    ];
    expect(toServerMessages(entries)).toEqual([
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: '¡Hola!' },
      { role: 'user', content: '¿Precio?' },
    ]);
  });

  it('keeps the last 20 messages of at most 1,000 characters', () => {
    const entries: ChatEntry[] = Array.from({ length: 30 }, (_, i) => ({
      id: String(i),
      from: i % 2 === 0 ? 'bot' : 'user',
      text: `${i} ${'x'.repeat(2000)}`,
    }));
    const messages = toServerMessages(entries);
    expect(messages).toHaveLength(CHAT_LIMITS.maxMessages);
    expect(messages.at(-1)?.content.startsWith('29 ')).toBe(true);
    expect(messages.every((m) => m.content.length <= CHAT_LIMITS.maxChars)).toBe(true);
  });
});

const MESSAGES: ChatMessage[] = [{ role: 'user', content: '¿Cuánto cuesta?' }];

/** fetch for the request token, then `answer` to the chat's POST. */
function serve(answer: () => Response) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/csrf')) return Response.json({ csrfToken: 'token' });
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A streamed answer: the given events, each sent as its own chunk. */
function stream(...events: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(event));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const delta = (text: string) => `data: ${JSON.stringify({ delta: text })}\n\n`;
const done = (data: unknown) => `event: done\ndata: ${JSON.stringify(data)}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('askAssistant', () => {
  it('reads the suggestions of a JSON answer, trimmed and cut to a message’s length', async () => {
    serve(() =>
      Response.json({
        reply: '¿Te refieres a una de estas?',
        suggestions: ['  ¿Cuánto cuesta una web?  ', `¿${'y'.repeat(CHAT_LIMITS.maxChars + 50)}?`],
      }),
    );
    const answer = await askAssistant(MESSAGES, 'es', () => undefined);
    expect(answer.text).toBe('¿Te refieres a una de estas?');
    expect(answer.handover).toBe(false);
    expect(answer.suggestions).toHaveLength(2);
    expect(answer.suggestions[0]).toBe('¿Cuánto cuesta una web?');
    expect(answer.suggestions[1]).toHaveLength(CHAT_LIMITS.maxChars);
  });

  it('reads the suggestions and the hand-over of a stream’s done event', async () => {
    serve(() =>
      stream(
        delta('¿Te refieres '),
        delta('a una de estas?'),
        done({ handover: true, suggestions: ['¿Cuánto cuesta una web?', '¿Qué plazos hay?'] }),
      ),
    );
    const onText = vi.fn();
    const answer = await askAssistant(MESSAGES, 'es', onText);
    expect(answer).toEqual({
      text: '¿Te refieres a una de estas?',
      handover: true,
      suggestions: ['¿Cuánto cuesta una web?', '¿Qué plazos hay?'],
    });
    expect(onText).toHaveBeenLastCalledWith('¿Te refieres a una de estas?');
  });

  it('has no suggestions when the answer carries none, or the stream ends without done', async () => {
    serve(() => Response.json({ reply: 'Hola' }));
    expect((await askAssistant(MESSAGES, 'es', () => undefined)).suggestions).toEqual([]);
    serve(() => stream(delta('Hola'), done({})));
    expect(await askAssistant(MESSAGES, 'es', () => undefined)).toEqual({
      text: 'Hola',
      handover: false,
      suggestions: [],
    });
    serve(() => stream(delta('Hola')));
    expect((await askAssistant(MESSAGES, 'es', () => undefined)).suggestions).toEqual([]);
  });

  it('drops malformed suggestions, from JSON and from the stream', async () => {
    const bad = ['¿Cuánto cuesta una web?', 42];
    serve(() => Response.json({ reply: 'Hola', handover: true, suggestions: bad }));
    expect(await askAssistant(MESSAGES, 'es', () => undefined)).toEqual({
      text: 'Hola',
      handover: true,
      suggestions: [],
    });
    serve(() => stream(delta('Hola'), done({ handover: true, suggestions: '¿Plazos?' })));
    expect(await askAssistant(MESSAGES, 'es', () => undefined)).toEqual({
      text: 'Hola',
      handover: true,
      suggestions: [],
    });
  });
});

describe('readSuggestions', () => {
  it('accepts up to three non-blank strings', () => {
    expect(readSuggestions([])).toEqual([]);
    expect(readSuggestions(['a', ' b ', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', '¿Plazos?'],
    ['an object', { 0: '¿Plazos?' }],
    ['a number in the list', ['¿Plazos?', 3]],
    ['null in the list', [null]],
    ['an empty string', ['¿Plazos?', '']],
    ['a blank string', ['   ', '¿Plazos?']],
    ['a nested list', [['¿Plazos?']]],
    ['too many', ['a', 'b', 'c', 'd']],
  ])('gives none for %s', (_, value) => {
    expect(readSuggestions(value)).toEqual([]);
  });
});
