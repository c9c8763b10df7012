import {
  API_PREFIX,
  StudioAuditSchema,
  StudioEraseReportSchema,
  StudioFunnelSchema,
  StudioLeadListSchema,
  StudioLeadSchema,
  StudioMeSchema,
  StudioStatusSchema,
  postWithToken,
  requestTokens,
  type StudioLeadQuery,
} from '@studio/shared';
import type { z } from 'zod';

// An answer that does not match the shared schema is an error, like a failed request.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const base = `${API_PREFIX}/studio`;
const token = requestTokens('', 'same-origin');

async function failure(response: Response): Promise<ApiError> {
  let message = response.statusText;
  try {
    message = ((await response.json()) as { error?: string }).error ?? message;
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiError(response.status, message);
}

async function get<T extends z.ZodType>(path: string, schema: T, signal?: AbortSignal) {
  const response = await fetch(`${base}${path}`, { credentials: 'same-origin', signal });
  if (!response.ok) throw await failure(response);
  return schema.parse(await response.json()) as z.infer<T>;
}

async function post(path: string, body: unknown): Promise<Response> {
  const response = await postWithToken(`${base}${path}`, body, token, 'same-origin');
  if (!response.ok) throw await failure(response);
  return response;
}

export function leadQuery(query: StudioLeadQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(name === 'page' && Number(value) === 1)) {
      params.set(name, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const api = {
  status: (signal?: AbortSignal) => get('/status', StudioStatusSchema, signal),
  signIn: (email: string, lang: string) => post('/sign-in', { email, lang }),
  exchange: async (linkToken: string) =>
    StudioMeSchema.parse(await (await post('/session', { token: linkToken })).json()),
  signOut: () => post('/sign-out', {}),
  leads: (query: StudioLeadQuery, signal?: AbortSignal) =>
    get(`/leads${leadQuery(query)}`, StudioLeadListSchema, signal),
  exportUrl: (query: StudioLeadQuery) => `${base}/leads.csv${leadQuery({ ...query, page: 1 })}`,
  lead: (id: string, signal?: AbortSignal) =>
    get(`/leads/${encodeURIComponent(id)}`, StudioLeadSchema, signal),
  setStatus: (id: string, status: string, note: string | null) =>
    post(`/leads/${encodeURIComponent(id)}/status`, { status, note }),
  setRead: (id: string, read: boolean) => post(`/leads/${encodeURIComponent(id)}/read`, { read }),
  erase: async (id: string) =>
    StudioEraseReportSchema.parse(
      await (await post(`/leads/${encodeURIComponent(id)}/erase`, { confirm: true })).json(),
    ),
  funnel: (signal?: AbortSignal) => get('/funnel', StudioFunnelSchema, signal),
  audit: (page: number, signal?: AbortSignal) =>
    get(`/audit${page > 1 ? `?page=${page}` : ''}`, StudioAuditSchema, signal),
};
