import { API_PREFIX, CSRF_HEADER } from './api-constants.js';

/**
 * The one way the site's pages and the studio's inbox call the API: JSON over fetch with the
 * session's cookies, and every POST with a request token (apps/api/src/plugins/csrf-guard.ts).
 * A module without zod, so an island that imports it carries no schema library.
 */

export interface PostInit {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a count sent as the page goes away). */
  keepalive?: boolean;
}

/** A request token from `{origin}/api/v1/csrf`; throws with the status when refused. */
export async function fetchRequestToken(
  origin: string,
  credentials: RequestCredentials,
): Promise<string> {
  const response = await fetch(`${origin}${API_PREFIX}/csrf`, { credentials });
  if (!response.ok) throw new Error(`GET ${API_PREFIX}/csrf ${response.status}`);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/** One POST of JSON carrying a request token. */
export function postJson(
  url: string,
  body: unknown,
  token: string,
  credentials: RequestCredentials,
  init: PostInit = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials,
    headers: { 'content-type': 'application/json', ...init.headers, [CSRF_HEADER]: token },
    body: JSON.stringify(body),
    signal: init.signal,
    keepalive: init.keepalive,
  });
}

/**
 * POSTs JSON with a token from `token(false)`; when the server refuses the token (403: its
 * secret changed, or the cookie went), asks `token(true)` for a new one and tries once more,
 * silently. The answer of the last try; network failures reject.
 */
export async function postWithToken(
  url: string,
  body: unknown,
  token: (renew: boolean) => Promise<string>,
  credentials: RequestCredentials,
  init: PostInit = {},
): Promise<Response> {
  const first = await postJson(url, body, await token(false), credentials, init);
  if (first.status !== 403) return first;
  await first.body?.cancel();
  return postJson(url, body, await token(true), credentials, init);
}
