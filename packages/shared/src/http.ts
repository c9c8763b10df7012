import { z } from 'zod';

/** Every API path, so the web client and the server never disagree. */
export const API_PREFIX = '/api/v1';

/** The header that carries the request token on every POST. */
export const CSRF_HEADER = 'x-csrf-token';

/** The one shape of every API error: a message, and per-field messages where they apply. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const CsrfResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfResponse = z.infer<typeof CsrfResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
