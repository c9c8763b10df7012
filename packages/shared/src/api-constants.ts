/**
 * Constants of the API contract, in a module without zod: the page's first bundle needs them
 * (every page's API client), and importing the schemas' module would bring zod along.
 */

/** Every API path starts here, so the web client and the server never disagree. */
export const API_PREFIX = '/api/v1';

/** The header that carries the request token on every POST. */
export const CSRF_HEADER = 'x-csrf-token';
