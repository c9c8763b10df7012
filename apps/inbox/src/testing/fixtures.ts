import type { StudioLeadSummary } from '@studio/shared';

/** A name that reads "Ana admin@evil.com" when its override is let run. */
export const REVERSED_NAME = 'Ana \u202emoc.live@nimda\u2069';

export const leadSummary = (changes: Partial<StudioLeadSummary> = {}): StudioLeadSummary => ({
  id: 'lead-1',
  createdAt: '2026-11-26T09:00:00.000Z',
  status: 'received',
  lang: 'es',
  source: 'form',
  projectType: 'web-empresarial',
  name: 'Ana',
  email: 'ana@example.com',
  company: null,
  read: false,
  ...changes,
});
