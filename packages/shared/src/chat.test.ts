import { describe, expect, it } from 'vitest';
import { ChatRequestSchema, isModelQuestion } from './chat.js';
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
