import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@studio/shared';
import { renderPage } from '../testing/pages';
import { AuditPage } from './audit';

afterEach(cleanup);

describe('the log', () => {
  it('names a known status and shows any other value as it came', async () => {
    const entries: AuditEntry[] = [
      {
        at: '2026-11-26T09:00:00.000Z',
        actor: 'marta@onastudio.es',
        action: 'status',
        leadId: 'lead-1',
        detail: { status: 'won' },
      },
      {
        at: '2026-11-26T10:00:00.000Z',
        actor: 'marta@onastudio.es',
        action: 'export',
        leadId: null,
        detail: { status: '$t(statuses.lost)', type: '$t(signIn.sent)', source: 'chat' },
      },
    ];
    await renderPage(<AuditPage />, {
      entries,
      total: entries.length,
      page: 1,
      pageSize: 50,
      refusals: [],
    });
    expect(screen.getByText('Won', { selector: 'td' })).toBeTruthy();
    expect(
      screen.getByText('$t(statuses.lost) · $t(signIn.sent) · Chat', { selector: 'td' }),
    ).toBeTruthy();
  });
});
