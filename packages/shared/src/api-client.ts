import { API_PREFIX, CSRF_HEADER } from './api-constants.js';

// Without zod, so an island that imports it carries no schema library. Every POST carries a
// request token (apps/api/src/plugins/csrf-guard.ts).

interface PostInit {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
}

export async function fetchRequestToken(
  origin: string,
  credentials: RequestCredentials,
): Promise<string> {
  const response = await fetch(`${origin}${API_PREFIX}/csrf`, { credentials });
  if (!response.ok) throw new Error(`GET ${API_PREFIX}/csrf ${response.status}`);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

/**
 * The page's request token, asked for once and shared: two first requests in flight at once
 * would each make the server a new secret, and the cookie of the later one would refuse the
 * other's token. `renew` asks again (after a 403); a failed answer is not kept.
 */
export function requestTokens(
  origin: string,
  credentials: RequestCredentials,
): (renew: boolean) => Promise<string> {
  let pending: Promise<string> | null = null;
  return (renew) => {
    if (renew) pending = null;
    pending ??= fetchRequestToken(origin, credentials).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

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

/** A 403 means the token was refused (its secret changed, or the cookie went): one silent retry. */
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
