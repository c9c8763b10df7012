import { API_PREFIX, postJson, postWithToken, requestTokens, type ApiError } from '@studio/shared';

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
  ) {
    super(`${method} ${url} ${status}`);
  }
}

function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/logos/') ? '' : API_PREFIX}${path}`;
}

/** Also /logos/index.json, outside /api/v1. */
export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const url = apiUrl(path);
  const response = await fetch(url, { credentials: 'include', signal: init.signal });
  if (!response.ok) throw new ApiRequestError('GET', url, response.status);
  return (await response.json()) as T;
}

type PostResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

const token = requestTokens(API_BASE, 'include');

async function result<T>(response: Response): Promise<PostResult<T>> {
  const parsed: unknown = await response.json().catch(() => ({ error: '' }));
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  return { ok: false, status: response.status, error: parsed as ApiError };
}

/** A refused token (403) is fetched again and the request retried once. */
export async function apiPost<T>(path: string, body: unknown): Promise<PostResult<T>> {
  return result<T>(await postWithToken(apiUrl(path), body, token, 'include'));
}

/** For streamed answers (server-sent events). */
export function apiPostRaw(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  return postWithToken(apiUrl(path), body, token, 'include', init);
}

/**
 * For what nobody waits for (a count); never rejects. `keepalive` lets it outlive the page, with
 * the page's token (already here after any earlier request) and no retry.
 */
export async function apiSend(
  path: string,
  body: unknown,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<boolean> {
  const url = apiUrl(path);
  try {
    const sent = await token();
    const first = await postJson(url, body, sent, 'include', { keepalive });
    if (first.status !== 403 || keepalive) return first.ok;
    return (await postJson(url, body, await token(sent), 'include')).ok;
  } catch {
    return false;
  }
}
