import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, HydrateLater, rootHydrated } from './hydrate-later';

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

function Root() {
  useEffect(() => {
    log.push('root');
    rootHydrated();
  }, []);
  return null;
}

function Page() {
  return (
    <div>
      <p>static</p>
      <HydrateLater>
        <Counter name="one" />
      </HydrateLater>
      <HydrateLater>
        <Counter name="two" />
      </HydrateLater>
      <Counter name="three" />
      <Root />
    </div>
  );
}

/** A task later: boundaries take one task each. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await nextTask();
  expect(check()).toBe(true);
}

afterEach(() => {
  document.body.innerHTML = '';
  log.length = 0;
});

describe('HydrateLater', () => {
  it('prerenders its child as if it were not there', () => {
    expect(renderToString(<Page />)).toBe(
      renderToString(
        <div>
          <p>static</p>
          <Counter name="one" />
          <Counter name="two" />
          <Counter name="three" />
        </div>,
      ),
    );
  });

  it('keeps the prerendered DOM and hydrates each boundary in a task of its own', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const before = [...container.querySelectorAll('section')];
    let done = false;

    beginHydration(() => {
      log.push('done');
      done = true;
    });
    hydrateRoot(container, <Page />);

    // The first render left the boundaries as they were and did not wait for them: only the
    // part outside them answers a click yet.
    expect([...container.querySelectorAll('section')]).toEqual(before);
    expect(done).toBe(false);
    for (const button of container.querySelectorAll('button')) button.click();
    await until(() => container.textContent === 'staticone 0two 0three 1');
    await until(() => done);

    // Same elements, now hydrated: their handlers work; nothing was added or duplicated.
    expect([...container.querySelectorAll('section')]).toEqual(before);
    for (const button of container.querySelectorAll('button')) button.click();
    await until(() => container.textContent === 'staticone 1two 1three 2');
    // `done` waits for the root's effects and then for every boundary, each with its effects.
    expect(log.indexOf('root')).toBeLessThan(log.indexOf('done'));
    expect(log.indexOf('effect one')).toBeLessThan(log.indexOf('done'));
    expect(log.indexOf('effect two')).toBeLessThan(log.indexOf('done'));
    expect(log.filter((entry) => entry === 'done')).toHaveLength(1);
  });

  it('renders at once outside the first hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    createRoot(container).render(
      <HydrateLater>
        <Counter name="client" />
      </HydrateLater>,
    );
    await until(() => container.textContent === 'client 0');
  });
});
