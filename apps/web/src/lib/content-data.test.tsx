import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Extra } from '@studio/shared';
import { ContentProvider, createContentStore, prefetchLists, useContentList } from './content-data';

const embedded: Extra[] = [{ slug: 'prerendered', title: 'Prerendered extra', description: 'd' }];
const fromApi: Extra[] = [{ slug: 'fresh', title: 'Fresh extra', description: 'd' }];
const catalan: Extra[] = [{ slug: 'fresh', title: 'Extra fresc', description: 'd' }];

let renders = 0;
const countRender = () => (renders += 1);

function Extras() {
  countRender();
  const { list, status, retry } = useContentList('extras');
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <ul>
        {list?.map((extra) => (
          <li key={extra.slug}>{extra.title}</li>
        ))}
      </ul>
      {list === null && <p>empty</p>}
      <button onClick={retry}>retry</button>
      <button onClick={() => void navigate('/servicios?lang=ca')}>ca</button>
    </div>
  );
}

function app(
  lists = { extras: embedded },
  url = '/servicios',
  store = createContentStore('es', lists),
) {
  return (
    <ContentProvider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Extras />
      </MemoryRouter>
    </ContentProvider>
  );
}

function jsonResponse(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useContentList', () => {
  it('renders the embedded list on the server, with no request', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const html = renderToString(app());
    expect(html).toContain('Prerendered extra');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts from the embedded list, then shows the list from the API', async () => {
    let resolve: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal('fetch', fetchMock);
    render(app());
    expect(screen.getByText('Prerendered extra')).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('ready');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/extras?lang=es', expect.anything());
    await act(async () => resolve(jsonResponse(fromApi)));
    expect(await screen.findByText('Fresh extra')).toBeTruthy();
    expect(screen.queryByText('Prerendered extra')).toBeNull();
    expect(screen.getByTestId('status').textContent).toBe('ready');
  });

  it('does not render again when the API sends the list already shown', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(embedded));
    vi.stubGlobal('fetch', fetchMock);
    renders = 0;
    const store = createContentStore('es', { extras: embedded });
    render(app(undefined, undefined, store));
    const afterHydration = renders;
    // The answer has been handled (the store keeps it) before the state is set, in one go.
    await waitFor(() => expect(store.fetched.has('extras:es')).toBe(true));
    await act(async () => undefined);
    expect(renders).toBe(afterHydration);
    expect(screen.getByText('Prerendered extra')).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('ready');
  });

  it('keeps the embedded list when the API fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'down' }, 500)),
    );
    render(app());
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'));
    expect(screen.getByText('Prerendered extra')).toBeTruthy();
  });

  it('with nothing embedded and a failing API, reports the error and retries on demand', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(jsonResponse(fromApi));
    vi.stubGlobal('fetch', fetchMock);
    render(app({ extras: undefined } as never));
    expect(screen.getByText('empty')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'));
    expect(screen.getByText('empty')).toBeTruthy();
    act(() => screen.getByText('retry').click());
    expect(await screen.findByText('Fresh extra')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fetches the new language when the language changes', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(url.includes('lang=ca') ? catalan : fromApi),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(app());
    expect(await screen.findByText('Fresh extra')).toBeTruthy();
    act(() => screen.getByText('ca').click());
    expect(await screen.findByText('Extra fresc')).toBeTruthy();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/extras?lang=ca', expect.anything());
  });

  it('first renders the embedded list when the URL already asks for another language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(catalan)),
    );
    render(app(undefined, '/servicios?lang=ca'));
    expect(screen.getByText('Prerendered extra')).toBeTruthy();
    expect(await screen.findByText('Extra fresc')).toBeTruthy();
  });

  it('shows a list prefetched for the navigation at once, without asking again', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(url.includes('lang=ca') ? catalan : fromApi),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createContentStore('es', {});
    await prefetchLists(store, ['extras'], 'ca');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    render(app({ extras: undefined } as never, '/servicios?lang=ca', store));
    expect(screen.getByText('Extra fresc')).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('ready');
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('switches language to a prefetched list in one render, without asking again', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(url.includes('lang=ca') ? catalan : embedded),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createContentStore('es', { extras: embedded });
    render(app(undefined, undefined, store));
    await waitFor(() => expect(store.fetched.has('extras:es')).toBe(true));
    await act(() => prefetchLists(store, ['extras'], 'ca'));
    const requests = fetchMock.mock.calls.length;
    act(() => screen.getByText('ca').click());
    expect(screen.getByText('Extra fresc')).toBeTruthy();
    expect(screen.getByTestId('status').textContent).toBe('ready');
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(requests);
  });
});

describe('prefetchLists', () => {
  it('asks only for the lists the store does not hold in that language', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse(fromApi));
    vi.stubGlobal('fetch', fetchMock);
    const store = createContentStore('es', { extras: embedded });
    await prefetchLists(store, ['extras', 'faqs'], 'es');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/faqs?lang=es']);
    await prefetchLists(store, ['extras', 'faqs'], 'es');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a list that fails to the page, which asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'down' }, 503)),
    );
    const store = createContentStore('es', {});
    await expect(prefetchLists(store, ['extras'], 'en')).resolves.toBeUndefined();
    expect(store.fetched.size).toBe(0);
    expect(store.fresh.size).toBe(0);
  });
});
