import { afterEach, describe, expect, it } from 'vitest';
import { loadConversation, saveConversation, type ChatEntry } from './chat-storage';

const KEY = 'ona-chat:conversation';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the stored conversation', () => {
  it('keeps a suggestions entry across a reload', () => {
    const entries: ChatEntry[] = [
      { id: '1', from: 'user', text: '¿Precio?' },
      { id: '2', from: 'bot', text: '¿Te refieres a una de estas?' },
      { id: '3', from: 'suggestions', options: ['¿Cuánto cuesta una web?', '¿Qué plazos hay?'] },
      { id: '4', from: 'offer' },
    ];
    saveConversation(entries);
    expect(loadConversation()).toEqual(entries);
  });

  it('restores a suggestions entry only when its options are strings', () => {
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify([
        { id: '1', from: 'suggestions', options: ['¿Plazos?'] },
        { id: '2', from: 'suggestions', options: [] },
        { id: '3', from: 'suggestions' },
        { id: '4', from: 'suggestions', options: '¿Plazos?' },
        { id: '5', from: 'suggestions', options: ['¿Plazos?', 7] },
        { id: '6', from: 'suggestions', options: [{ value: 'web-personal' }] },
        { from: 'suggestions', options: ['¿Plazos?'] },
        { id: '8', from: 'bot', text: 'Hola' },
      ]),
    );
    expect(loadConversation()).toEqual([
      { id: '1', from: 'suggestions', options: ['¿Plazos?'] },
      { id: '2', from: 'suggestions', options: [] },
      { id: '8', from: 'bot', text: 'Hola' },
    ]);
  });

  it('keeps a reply’s signature across a reload, and only as a string', () => {
    const signature = `${'S'.repeat(43)}.`;
    const entries: ChatEntry[] = [
      { id: '1', from: 'user', text: '¿Precio?' },
      { id: '2', from: 'bot', text: 'Desde 800 €.', signature },
      { id: '3', from: 'bot', text: 'Soy el asistente integrado.' },
    ];
    saveConversation(entries);
    expect(loadConversation()).toEqual(entries);

    window.sessionStorage.setItem(
      KEY,
      JSON.stringify([
        { id: '1', from: 'bot', text: 'Hola', signature: 42 },
        { id: '2', from: 'bot', text: 'Hola', signature: { mac: signature } },
        { id: '3', from: 'bot', text: 'Hola', signature },
      ]),
    );
    expect(loadConversation()).toEqual([{ id: '3', from: 'bot', text: 'Hola', signature }]);
  });

  it('starts empty when the stored text is not a conversation', () => {
    window.sessionStorage.setItem(KEY, '{not json');
    expect(loadConversation()).toEqual([]);
  });
});
