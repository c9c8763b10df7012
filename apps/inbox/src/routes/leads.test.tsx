import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioLeadSummary } from '@studio/shared';
import { isolated, renderPage } from '../testing/pages';
import { LeadsPage } from './leads';

/** A name that reads "Ana admin@evil.com" when its override is let run. */
const NAME = 'Ana \u202emoc.live@nimda\u2069';

const summary = (changes: Partial<StudioLeadSummary>): StudioLeadSummary => ({
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

afterEach(cleanup);

describe('the list of leads', () => {
  it('keeps each visitor’s name, address and company to their own direction', async () => {
    const leads = [
      summary({ name: NAME, company: '\u202bشركة' }),
      summary({ id: 'lead-2', name: '', email: 'pau@example.com', read: true }),
    ];
    await renderPage(<LeadsPage />, {
      list: { leads, total: 2, page: 1, pageSize: 50, unread: 1 },
      query: {},
    });
    expect(isolated(screen.getByText(NAME))).toBe(true);
    expect(isolated(screen.getByText('ana@example.com'))).toBe(true);
    expect(isolated(screen.getByText('\u202bشركة'))).toBe(true);
    expect(isolated(screen.getByText('pau@example.com'))).toBe(true);
  });
});
