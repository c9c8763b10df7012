import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REVERSED_NAME, leadSummary } from '../testing/fixtures';
import { isolated, renderPage } from '../testing/pages';
import { LeadsPage } from './leads';

afterEach(cleanup);

describe('the list of leads', () => {
  it('keeps each visitor’s name, address and company to their own direction', async () => {
    const leads = [
      leadSummary({ name: REVERSED_NAME, company: '\u202bشركة' }),
      leadSummary({ id: 'lead-2', name: '', email: 'pau@example.com', read: true }),
    ];
    await renderPage(<LeadsPage />, {
      list: { leads, total: 2, page: 1, pageSize: 50, unread: 1 },
      query: {},
    });
    expect(isolated(screen.getByText(REVERSED_NAME))).toBe(true);
    expect(isolated(screen.getByText('ana@example.com'))).toBe(true);
    expect(isolated(screen.getByText('\u202bشركة'))).toBe(true);
    expect(isolated(screen.getByText('pau@example.com'))).toBe(true);
  });
});
