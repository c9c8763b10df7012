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

  it('pages the log and shows the refused sign-ins of the last days', async () => {
    const entry: AuditEntry = {
      at: '2026-11-26T09:00:00.000Z',
      actor: 'cli',
      action: 'sign_out',
      leadId: null,
      detail: { all: true, sessions: 2 },
    };
    await renderPage(<AuditPage />, {
      entries: [entry],
      total: 120,
      page: 2,
      pageSize: 50,
      refusals: [{ day: '2026-11-26', reason: 'unknown_address', count: 7 }],
    });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).not.toMatch(
      /page=/,
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toMatch(/\?page=3$/);
    expect(screen.getByText('all staff · 2 sessions', { selector: 'td' })).toBeTruthy();
    const refused = screen.getByRole('region', { name: 'Refused sign-ins (last 30 days)' });
    expect(refused.textContent).toContain('An address that is not staff');
    expect(refused.textContent).toContain('7');
  });
});
