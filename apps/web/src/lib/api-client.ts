import { API_PREFIX, CSRF_HEADER, type ApiError, type CsrfResponse } from '@studio/shared';

/** The API origin: the site's own by default, another one when set at build time. */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** A failed GET: carries method, URL and status (spec, section 7). */
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

/** GET a JSON resource under /api/v1 (or /logos/index.json); throws ApiRequestError on failure. */
export async function apiGet<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const url = apiUrl(path);
  const response = await fetch(url, { credentials: 'include', signal: init.signal });
  if (!response.ok) throw new ApiRequestError('GET', url, response.status);
  return (await response.json()) as T;
}

/** The answer to a POST: its status and parsed body (the error shape when not ok). */
export type PostResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

async function fetchToken(): Promise<string> {
  return (await apiGet<CsrfResponse>('/csrf')).csrfToken;
}

async function postOnce<T>(url: string, body: unknown): Promise<PostResult<T>> {
  const token = await fetchToken();
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: token },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await response.json().catch(() => ({ error: '' }));
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  return { ok: false, status: response.status, error: parsed as ApiError };
}

/**
 * POST JSON under /api/v1 with a fresh request token. A rejected token (403) is fetched
 * again and the request retried once, silently. Network failures reject (TypeError).
 */
export async function apiPost<T>(path: string, body: unknown): Promise<PostResult<T>> {
  const url = apiUrl(path);
  const first = await postOnce<T>(url, body);
  if (first.ok || first.status !== 403) return first;
  return postOnce<T>(url, body);
}
