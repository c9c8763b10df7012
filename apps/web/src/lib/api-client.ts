import {
  API_PREFIX,
  postJson,
  postWithToken,
  type ApiError,
  type CsrfResponse,
} from '@studio/shared';

/** The API origin: the site's own by default, another one when set at build time. */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** A failed GET: carries method, URL and status. */
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

/** The last request token this page fetched: `apiSend` may need one when the page goes away. */
let lastToken: string | undefined;

async function fetchToken(): Promise<string> {
  lastToken = (await apiGet<CsrfResponse>('/csrf')).csrfToken;
  return lastToken;
}

async function result<T>(response: Response): Promise<PostResult<T>> {
  const parsed: unknown = await response.json().catch(() => ({ error: '' }));
  if (response.ok) return { ok: true, status: response.status, data: parsed as T };
  return { ok: false, status: response.status, error: parsed as ApiError };
}

/**
 * POST JSON under /api/v1 with a fresh request token. A rejected token (403) is fetched
 * again and the request retried once, silently. Network failures reject (TypeError).
 */
export async function apiPost<T>(path: string, body: unknown): Promise<PostResult<T>> {
  return result<T>(await postWithToken(apiUrl(path), body, fetchToken, 'include'));
}

/**
 * POST JSON under /api/v1 with a fresh request token, returning the raw Response (for
 * streamed answers such as server-sent events). A rejected token is retried once, like apiPost.
 */
export function apiPostRaw(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  return postWithToken(apiUrl(path), body, fetchToken, 'include', init);
}

/**
 * POST JSON nobody waits for (a count): `keepalive` lets it outlive the page, so it can leave
 * as the page is hidden or closed, with the request token the page fetched last (no time to ask
 * for one then); otherwise a fresh token, and one retry when the token is refused. Resolves
 * whether the server took it; never rejects.
 */
export async function apiSend(
  path: string,
  body: unknown,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<boolean> {
  const url = apiUrl(path);
  const once = (token: string) => postJson(url, body, token, 'include', { keepalive });
  try {
    const token = keepalive && lastToken ? lastToken : await fetchToken();
    const first = await once(token);
    if (first.status !== 403 || keepalive) return first.ok;
    return (await once(await fetchToken())).ok;
  } catch {
    return false;
  }
}
