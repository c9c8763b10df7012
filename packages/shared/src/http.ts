import { z } from 'zod';

export const ApiErrorSchema = z.object({
  error: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const CsrfResponseSchema = z.object({ csrfToken: z.string() });

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  /** Only when REDIS_URL is set. */
  redis: z.enum(['ok', 'unreachable']).optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
