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

/** The token to send; given the one the server refused, another. */
export type RequestToken = (refused?: string) => Promise<string>;

/**
 * The page's request token, asked for once and shared: two asks in flight would each make the
 * server a new secret, and the later one's cookie would refuse the other's token. A refused token
 * is asked for again once, however many requests it failed; a failed answer is not kept.
 */
export function requestTokens(origin: string, credentials: RequestCredentials): RequestToken {
  let pending: Promise<string> | null = null;
  let current: string | null = null;
  return (refused) => {
    if (refused !== undefined && refused === current) {
      pending = null;
      current = null;
    }
    pending ??= fetchRequestToken(origin, credentials).then(
      (token) => (current = token),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
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
  token: RequestToken,
  credentials: RequestCredentials,
  init: PostInit = {},
): Promise<Response> {
  const sent = await token();
  const first = await postJson(url, body, sent, credentials, init);
  if (first.status !== 403) return first;
  await first.body?.cancel();
  return postJson(url, body, await token(sent), credentials, init);
}
