import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_LIMITS, type ChatMessage } from '@studio/shared';
import { askAssistant, readSuggestions, toServerMessages } from './chat-api';
import type { ChatEntry } from './chat-storage';

/** A signature as the server makes them (the widget never reads it). */
const sig = (n: number) => `${String(n).padStart(43, 'S')}.`;

describe('toServerMessages', () => {
  it('sends the server’s replies as assistant, with their signatures, and leaves out the rest', () => {
    const entries: ChatEntry[] = [
      { id: '1', from: 'user', text: ' Hola ' },
      { id: '2', from: 'bot', text: '¡Hola!', signature: sig(2) },
      { id: '3', from: 'buttons', options: [{ value: 'web-personal' }] },
      { id: '4', from: 'bot', text: 'Error al contactar con la IA.', error: true },
      { id: '8', from: 'suggestions', options: ['¿Cuánto cuesta una web?', '¿Qué plazos hay?'] },
      { id: '6', from: 'offer' },
      { id: '7', from: 'handed', trackingUrl: 'https://ona.example/seguimiento?t=x' },
      { id: '5', from: 'user', text: '¿Precio?' },
    ];
    expect(toServerMessages(entries)).toEqual([
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: '¡Hola!', signature: sig(2) },
      { role: 'user', content: '¿Precio?' },
    ]);
  });

  it('never sends the widget’s own lines as the assistant’s: they carry no signature', () => {
    const entries: ChatEntry[] = [
      { id: '1', from: 'user', text: '¿Qué IA eres?' },
      { id: '2', from: 'bot', text: 'Soy el asistente integrado de Ona Studio.' },
      { id: '3', from: 'user', text: 'Servicios' },
      { id: '4', from: 'bot', text: 'Hacemos webs, tiendas y apps.' },
      { id: '5', from: 'user', text: 'Quiero hablar con una persona' },
      { id: '6', from: 'bot', text: 'Te paso con el equipo.' },
      // An error bubble keeps no signature either way.
      { id: '7', from: 'bot', text: 'Error', error: true, signature: sig(7) },
    ];
    expect(toServerMessages(entries)).toEqual([
      { role: 'user', content: '¿Qué IA eres?' },
      { role: 'user', content: 'Servicios' },
      { role: 'user', content: 'Quiero hablar con una persona' },
    ]);
  });

  it('keeps at most the last 20 messages, of at most 1,000 characters, from a question after a reply', () => {
    const entries: ChatEntry[] = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0
        ? { id: String(i), from: 'user', text: `${i} ${'x'.repeat(2000)}` }
        : { id: String(i), from: 'bot', text: `${i} ${'y'.repeat(2000)}`, signature: sig(i) },
    );
    const messages = toServerMessages(entries);
    expect(messages).toHaveLength(CHAT_LIMITS.maxMessages);
    expect(messages[0]?.content.startsWith('10 ')).toBe(true);
    expect(messages.at(-1)?.signature).toBe(sig(29));
    expect(messages.every((m) => m.content.length <= CHAT_LIMITS.maxChars)).toBe(true);

    // One more question: the last 20 would start with a reply, cut off from the question it
    // answers. The cut moves to the next question after a reply.
    const shifted = toServerMessages([...entries, { id: 'x', from: 'user', text: '¿Y?' }]);
    expect(shifted).toHaveLength(CHAT_LIMITS.maxMessages - 1);
    expect(shifted[0]?.content.startsWith('12 ')).toBe(true);
    expect(shifted.at(-1)?.content).toBe('¿Y?');
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
        signature: sig(1),
      }),
    );
    const answer = await askAssistant(MESSAGES, 'es', () => undefined);
    expect(answer.text).toBe('¿Te refieres a una de estas?');
    expect(answer.signature).toBe(sig(1));
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
        done({
          handover: true,
          suggestions: ['¿Cuánto cuesta una web?', '¿Qué plazos hay?'],
          signature: sig(2),
        }),
      ),
    );
    const onText = vi.fn();
    const answer = await askAssistant(MESSAGES, 'es', onText);
    expect(answer).toEqual({
      text: '¿Te refieres a una de estas?',
      handover: true,
      suggestions: ['¿Cuánto cuesta una web?', '¿Qué plazos hay?'],
      signature: sig(2),
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

  it('sends the signatures back with the replies, and reads none that is not one', async () => {
    const fetchMock = serve(() => Response.json({ reply: 'Hola' }));
    const signedMessages: ChatMessage[] = [
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: '¡Hola!', signature: sig(1) },
      { role: 'user', content: '¿Precio?' },
    ];
    expect(await askAssistant(signedMessages, 'es', () => undefined)).not.toHaveProperty(
      'signature',
    );
    const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ messages: signedMessages, lang: 'es' });

    for (const signature of [42, '', 'S'.repeat(CHAT_LIMITS.maxSignatureChars + 1), null]) {
      serve(() => Response.json({ reply: 'Hola', signature }));
      expect(await askAssistant(MESSAGES, 'es', () => undefined)).not.toHaveProperty('signature');
      serve(() => stream(delta('Hola'), done({ signature })));
      expect(await askAssistant(MESSAGES, 'es', () => undefined)).not.toHaveProperty('signature');
    }
    // A stream cut before its end has no signature: its reply is not sent back as the server's.
    serve(() => stream(delta('Hola')));
    expect(await askAssistant(MESSAGES, 'es', () => undefined)).not.toHaveProperty('signature');
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
