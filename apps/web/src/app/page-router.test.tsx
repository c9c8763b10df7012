import { act, cleanup, render, screen } from '@testing-library/react';
import {
  Link,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  type Path,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageRouter, usePendingNavigation } from './page-router';

/** A `prepare` whose loads the test settles by hand, one per location asked for. */
function manualPrepare() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const prepare = (location: Path) =>
    new Promise<void>((resolve, reject) => {
      pending.set(location.pathname, { resolve, reject });
    });
  const settle = async (pathname: string, error?: Error) => {
    const load = pending.get(pathname);
    if (!load) throw new Error(`${pathname} was never prepared`);
    await act(async () => {
      if (error) load.reject(error);
      else load.resolve();
      await Promise.resolve();
    });
  };
  return { prepare, settle, asked: () => [...pending.keys()] };
}

function Shown() {
  const { pathname } = useLocation();
  const pending = usePendingNavigation();
  return (
    <>
      <p data-testid="shown">{pathname}</p>
      <p data-testid="pending">{String(pending)}</p>
      <Link to="/b">to b</Link>
      <Link to="/slow">to slow</Link>
      <Link to="/quick">to quick</Link>
    </>
  );
}

function setUp() {
  const history = createMemoryHistory({ initialEntries: ['/a'], v5Compat: true });
  const loads = manualPrepare();
  render(
    <PageRouter history={history} prepare={loads.prepare}>
      <Shown />
    </PageRouter>,
  );
  const shown = () => screen.getByTestId('shown').textContent;
  const pending = () => screen.getByTestId('pending').textContent === 'true';
  return { history, shown, pending, ...loads };
}

afterEach(cleanup);

describe('PageRouter', () => {
  it('keeps the page and the address before until the next page is prepared, and says it is waiting', async () => {
    const { history, shown, pending, settle, asked } = setUp();
    expect(shown()).toBe('/a');
    expect(pending()).toBe(false);
    act(() => screen.getByRole('link', { name: 'to b' }).click());
    expect(asked()).toEqual(['/b']);
    expect(shown()).toBe('/a');
    expect(history.location.pathname).toBe('/a');
    expect(pending()).toBe(true);
    await settle('/b');
    expect(shown()).toBe('/b');
    expect(history.location.pathname).toBe('/b');
    expect(history.index).toBe(1);
    expect(pending()).toBe(false);
  });

  it('follows the last link when an earlier one finishes later', async () => {
    const { history, shown, pending, settle } = setUp();
    act(() => screen.getByRole('link', { name: 'to slow' }).click());
    act(() => screen.getByRole('link', { name: 'to quick' }).click());
    await settle('/quick');
    expect(shown()).toBe('/quick');
    expect(pending()).toBe(false);
    await settle('/slow');
    expect(shown()).toBe('/quick');
    expect(history.location.pathname).toBe('/quick');
    expect(history.index).toBe(1);
  });

  it('shows the last navigation when an earlier one finishes later', async () => {
    const { history, shown, pending, settle } = setUp();
    act(() => history.push('/slow'));
    act(() => history.push('/quick'));
    await settle('/quick');
    expect(shown()).toBe('/quick');
    expect(pending()).toBe(false);
    await settle('/slow');
    expect(shown()).toBe('/quick');
  });

  it('shows a page whose preparation failed (its place shows the error screen)', async () => {
    const { history, shown, settle } = setUp();
    act(() => history.push('/broken'));
    await settle('/broken', new Error('chunk failed to load'));
    expect(shown()).toBe('/broken');
  });

  it('follows the back button once the page is prepared', async () => {
    const { history, shown, settle } = setUp();
    act(() => history.push('/b'));
    await settle('/b');
    act(() => history.go(-1));
    expect(shown()).toBe('/b');
    await settle('/a');
    expect(shown()).toBe('/a');
  });
});
