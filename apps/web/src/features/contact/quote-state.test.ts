import { describe, expect, it } from 'vitest';
import {
  FORM_STORAGE_KEY,
  initialState,
  loadState,
  saveState,
  validateStep,
  withType,
} from './quote-state';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('quote form state', () => {
  it('?tipo= preselects the type (either spelling) and starts at step 2', () => {
    expect(initialState('?tipo=aplicacion_saas', null)).toEqual({
      step: 2,
      values: { project_type: 'aplicacion-saas' },
    });
    expect(initialState('?tipo=blog', null)).toEqual({ step: 1, values: {} });
  });

  it('keeps a saved step 3 of the same type, and resets the budget of another type', () => {
    const saved = {
      step: 3 as const,
      values: { project_type: 'web-personal', budget_range: 'menos-1k', name: 'Ana' },
    };
    expect(initialState('?tipo=web-personal', saved)).toEqual(saved);
    expect(initialState('?tipo=tienda-online', saved)).toEqual({
      step: 2,
      values: { project_type: 'tienda-online', name: 'Ana' },
    });
    expect(withType(saved.values, 'web-personal').budget_range).toBe('menos-1k');
  });

  it('saves and restores through storage, never the honeypot, ignoring garbage', () => {
    const storage = memoryStorage();
    saveState(storage, { step: 2, values: { project_type: 'ciberseguridad', hp: 'bot' } });
    expect(loadState(storage)).toEqual({ step: 2, values: { project_type: 'ciberseguridad' } });
    storage.setItem(FORM_STORAGE_KEY, '{"step":3,"values":{"a":{}}}');
    expect(loadState(storage)).toBeNull();
    storage.setItem(FORM_STORAGE_KEY, 'not json');
    expect(loadState(storage)).toBeNull();
  });

  it('validates only the current step, with the form options', () => {
    expect(validateStep({}, 1)).toEqual({ project_type: 'lead.errors.project_type' });
    expect(validateStep({ project_type: 'ciberseguridad' }, 2)).toEqual({
      security_services: 'lead.errors.security_services',
    });
    expect(
      validateStep({ project_type: 'ciberseguridad', security_services: ['pentesting'] }, 2),
    ).toEqual({ security_services: 'lead.errors.invalid_option' });
    expect(
      validateStep({ project_type: 'ciberseguridad', security_services: ['copias'] }, 3),
    ).toEqual({
      name: 'lead.errors.name',
      email: 'lead.errors.email',
      company: 'lead.errors.company',
      consent: 'lead.errors.consent',
    });
  });
});
