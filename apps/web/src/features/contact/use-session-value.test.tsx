import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionValue } from './use-session-value';

const KEY = 'test-session-value';
let seen: (string | null)[] = [];

function Shown() {
  const value = useSessionValue(KEY);
  seen.push(value);
  return <p>{value ?? 'none'}</p>;
}

afterEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  seen = [];
});

describe('useSessionValue', () => {
  it('hydrates with the HTML the prerender wrote, then shows the stored value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shown />);
    expect(container.textContent).toBe('none');
    document.body.append(container);
    window.sessionStorage.setItem(KEY, '/seguimiento?token=abc');
    seen = [];

    await act(async () => {
      hydrateRoot(container, <Shown />);
    });

    expect(seen[0]).toBeNull();
    expect(container.textContent).toBe('/seguimiento?token=abc');
  });

  it('stays null when nothing is stored', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shown />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Shown />);
    });
    expect(seen.every((value) => value === null)).toBe(true);
    expect(container.textContent).toBe('none');
  });
});
