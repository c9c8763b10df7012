import { describe, expect, it } from 'vitest';
import {
  ChatMessageSchema,
  ChatReplySchema,
  ChatRequestSchema,
  ChatStreamDoneSchema,
} from './chat.js';
import { chatMessageContent, isModelQuestion, lastChatMessages } from './chat-client.js';
import { CHAT_LIMITS } from './chat-limits.js';
import { foldText } from './text.js';

describe('isModelQuestion', () => {
  it.each([
    '¿Qué IA eres?',
    '¿Qué modelo usas?',
    'Eres ChatGPT?',
    '¿usáis GPT-4?',
    'Is this OpenAI?',
    'Quina IA ets?',
    'Quin model feu servir?',
    'Which AI are you?',
    'What model is this?',
  ])('recognises %s', (text) => {
    expect(isModelQuestion(text)).toBe(true);
  });

  it.each([
    '¿Cuánto cuesta una web?',
    'Hola',
    'Quiero una tienda online',
    'How much is an app?',
    'Aidez-moi',
  ])('leaves %s to the server', (text) => {
    expect(isModelQuestion(text)).toBe(false);
  });
});

describe('chat schemas', () => {
  it('folds case and diacritics', () => {
    expect(foldText('¿Cuánto CUESTA, café?')).toBe('cuanto cuesta cafe');
  });

  it('trims messages and keeps the language', () => {
    expect(
      ChatRequestSchema.parse({ messages: [{ role: 'user', content: ' hola ' }], lang: 'ca' }),
    ).toEqual({ messages: [{ role: 'user', content: 'hola' }], lang: 'ca' });
  });
});

describe('the text the server signs', () => {
  it('reads a message trimmed and cut to the limit, never inside a surrogate pair', () => {
    expect(chatMessageContent('  hola \n')).toBe('hola');
    expect(chatMessageContent(`${'x'.repeat(CHAT_LIMITS.maxChars - 1)}   y`)).toBe(
      'x'.repeat(CHAT_LIMITS.maxChars - 1),
    );
    const emoji = `${'x'.repeat(CHAT_LIMITS.maxChars - 1)}😀`;
    expect(chatMessageContent(emoji)).toBe('x'.repeat(CHAT_LIMITS.maxChars - 1));
    // What the widget sends is what the schema reads: nothing more to trim or refuse.
    for (const text of [' a ', `${'é '.repeat(900)}`, emoji]) {
      const content = chatMessageContent(text);
      expect(ChatMessageSchema.parse({ role: 'user', content }).content).toBe(content);
    }
  });

  it('takes a reply’s signature back within its bound, and signs every reply', () => {
    const signature = 'x'.repeat(CHAT_LIMITS.maxSignatureChars);
    expect(
      ChatMessageSchema.safeParse({ role: 'assistant', content: 'a', signature }).success,
    ).toBe(true);
    expect(
      ChatMessageSchema.safeParse({ role: 'assistant', content: 'a', signature: `${signature}x` })
        .success,
    ).toBe(false);
    expect(ChatReplySchema.safeParse({ reply: 'Hola' }).success).toBe(false);
    expect(ChatStreamDoneSchema.safeParse({ handover: true, signature: 's' }).success).toBe(true);
  });
});

describe('lastChatMessages', () => {
  const conversation = (roles: string) =>
    [...roles].map((role, i) => ({ role: role === 'u' ? 'user' : 'assistant', content: `${i}` }));

  it('keeps a short conversation whole', () => {
    const messages = conversation('uaua');
    expect(lastChatMessages(messages)).toEqual(messages);
  });

  it('starts the last ones at a question that follows a reply', () => {
    const alternating = conversation('ua'.repeat(15));
    expect(lastChatMessages(alternating).map((m) => m.content)).toEqual(
      alternating.slice(10).map((m) => m.content),
    );
    // Two questions in a row where the window would start: both go, with the reply after them.
    const run = conversation(`${'ua'.repeat(4)}uu${'au'.repeat(9)}a`);
    const kept = lastChatMessages(run);
    expect(kept.length).toBeLessThan(CHAT_LIMITS.maxMessages);
    expect(kept[0]?.role).toBe('user');
    expect(run[run.length - kept.length - 1]?.role).toBe('assistant');
  });

  it('cuts plainly when no question follows a reply among the last ones', () => {
    const questions = conversation('u'.repeat(30));
    expect(lastChatMessages(questions)).toEqual(questions.slice(-CHAT_LIMITS.maxMessages));
  });
});
