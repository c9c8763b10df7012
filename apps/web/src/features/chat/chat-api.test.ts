import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@studio/shared';
import { toServerMessages } from './chat-api';
import type { ChatEntry } from './chat-storage';

describe('toServerMessages', () => {
  it('sends bot messages as assistant and leaves out errors, option buttons and the hand-over', () => {
    const entries: ChatEntry[] = [
      { id: '1', from: 'user', text: ' Hola ' },
      { id: '2', from: 'bot', text: '¡Hola!' },
      { id: '3', from: 'buttons', options: [{ value: 'web-personal' }] },
      { id: '4', from: 'bot', text: 'Error al contactar con la IA.', error: true },
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
