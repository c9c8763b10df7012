import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SuspenseEach, WhenHydrated } from './hydration';

const log: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    log.push(`effect ${name}`);
  }, [name]);
  return (
    <section data-name={name}>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {name} {count}
      </button>
    </section>
  );
}

function Page({ onHydrated }: { onHydrated: () => void }) {
  return (
    <div>
      <p>static</p>
      <SuspenseEach>
        <Counter name="one" />
        <Counter name="two" />
      </SuspenseEach>
      <WhenHydrated onHydrated={onHydrated} />
    </div>
  );
}

const noop = () => undefined;

function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onHydrated={noop} />);
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLButtonElement>(`[data-name="${name}"] button`)!;

afterEach(() => {
  document.body.innerHTML = '';
  log.length = 0;
});

describe('SuspenseEach', () => {
  it('marks each part as a boundary of its own in the HTML', () => {
    const html = renderToString(<Page onHydrated={noop} />);
    expect(html.match(/<!--\$-->/g)).toHaveLength(3);
    expect(html).toContain('<!--$--><section data-name="one">');
  });

  it('hydrates the prerendered DOM in place, then says so after every part ran its effects', async () => {
    const container = prerendered();
    const nodes = [...container.querySelectorAll('*')];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page onHydrated={() => log.push('hydrated')} />);
    });
    expect([...container.querySelectorAll('*')]).toEqual(nodes);
    expect(log).toEqual(['effect one', 'effect two', 'hydrated']);
    act(() => button(container, 'two').click());
    expect(button(container, 'two').textContent).toBe('two 1');
    act(() => root?.unmount());
  });

  it('handles a tap on a part React has not hydrated yet', () => {
    const container = prerendered();
    // The root's pass only: the parts are left for a later pass, which has not run.
    flushSync(() => {
      hydrateRoot(container, <Page onHydrated={noop} />);
    });
    expect(log).toEqual([]);
    act(() => button(container, 'one').click());
    expect(button(container, 'one').textContent).toBe('one 1');
  });
});

describe('WhenHydrated', () => {
  it('runs after the effects of every part, however deep in the part they are', async () => {
    function Deep() {
      return (
        <SuspenseEach>
          <section>
            <div>
              <Counter name="deep" />
            </div>
          </section>
          <Counter name="sibling" />
        </SuspenseEach>
      );
    }
    const tree = (onHydrated: () => void) => (
      <>
        <Deep />
        <WhenHydrated onHydrated={onHydrated} />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(noop));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        tree(() => log.push('hydrated')),
      );
    });
    expect(log).toEqual(['effect deep', 'effect sibling', 'hydrated']);
  });
});
