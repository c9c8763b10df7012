import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Extra } from '@studio/shared';
import { useContentList, type ContentData } from './content-data';
import { PageContext } from './page-context';

const embedded: Extra[] = [{ slug: 'prerendered', title: 'Prerendered extra', description: 'd' }];
const fromApi: Extra[] = [{ slug: 'fresh', title: 'Fresh extra', description: 'd' }];

let renders = 0;
const countRender = () => (renders += 1);

function Extras() {
  countRender();
  const { list, status, retry } = useContentList('extras');
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
    </div>
  );
}

function app(content: ContentData = { extras: embedded }) {
  return (
    <PageContext value={{ lang: 'es', routeId: 'services', ns: [], content }}>
      <Extras />
    </PageContext>
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
    render(app());
    const afterHydration = renders;
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
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
    render(app({}));
    expect(screen.getByText('empty')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('error'));
    expect(screen.getByText('empty')).toBeTruthy();
    act(() => screen.getByText('retry').click());
    expect(await screen.findByText('Fresh extra')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
