import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import settings from '@studio/content/settings.json';
import type { StudioLead } from '@studio/shared';
import { REVERSED_NAME, leadSummary } from '../testing/fixtures';
import { BIDI_CONTROL, isolated, renderPage } from '../testing/pages';
import { LeadPage } from './lead';

const lead = (changes: Partial<StudioLead> = {}): StudioLead => ({
  ...leadSummary({ company: 'Ferrer SL', read: true }),
  phone: null,
  message: null,
  budgetRange: '3k-8k',
  details: {},
  conversation: null,
  history: [{ status: 'received', note: null, at: '2026-11-26T09:00:00.000Z' }],
  trackingUrl: null,
  notifications: [],
  ...changes,
});

afterEach(cleanup);

describe('a lead’s page', () => {
  it('shows a visitor’s free-text answers as typed, never as the inbox’s words', async () => {
    const sent = '$t(signIn.sent, {"email":"x"})';
    await renderPage(
      <LeadPage />,
      lead({
        details: {
          industry: '$t(statuses.won)',
          project_name: sent,
          functionalities: ['blog', '$t(statuses.lost)'],
          '$t(statuses.quoted)': 'x',
        },
        message: sent,
        notifications: [
          {
            kind: 'mail',
            to: 'studio@example.com',
            subject: 'Hola',
            status: '$t(statuses.won)',
            attempts: 1,
            lastError: null,
            createdAt: '2026-11-26T09:00:00.000Z',
            sentAt: null,
          },
        ],
      }),
    );
    expect(screen.getByText('$t(statuses.won)', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(sent, { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText(sent, { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('$t(statuses.quoted)', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText(/\$t\(statuses\.won\) ·/, { selector: 'span' })).toBeTruthy();
    // The form's own choices and fields still read in the form's words.
    expect(screen.getByText('Blog, $t(statuses.lost)', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Sector or industry', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('€3,000 - €8,000', { selector: 'dd' })).toBeTruthy();
    // Nothing of the inbox’s own sentences, nor a status the lead does not have.
    for (const name of ['Project', 'E-mails and notices']) {
      const text = screen.getByRole('region', { name }).textContent;
      expect(text).not.toContain('studio address');
      expect(text).not.toMatch(/Won|Lost|Quoted/);
    }
  });

  it('keeps a name’s direction to itself, and out of the tab’s title', async () => {
    await renderPage(
      <LeadPage />,
      lead({
        name: REVERSED_NAME,
        message: 'مرحبا \u202eabc',
        history: [{ status: 'received', note: '\u202enote', at: '2026-11-26T09:00:00.000Z' }],
      }),
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(isolated(within(heading).getByText(REVERSED_NAME))).toBe(true);
    expect(isolated(screen.getByText(REVERSED_NAME, { selector: 'dd' }))).toBe(true);
    expect(isolated(screen.getByText('Ferrer SL'))).toBe(true);
    expect(isolated(screen.getByText('مرحبا \u202eabc'))).toBe(true);
    expect(isolated(screen.getByText('\u202enote'))).toBe(true);
    const eraseTitle = document.querySelector('dialog h2');
    expect(eraseTitle?.querySelector('bdi')?.textContent).toBe('ana@example.com');
    expect(eraseTitle?.textContent).toBe('Erase all the data of ana@example.com?');
    // The inbox names the studio of settings.json (i18n.ts).
    await waitFor(() =>
      expect(document.title).toBe(`Ana moc.live@nimda · ${settings.studioName} · Inbox`),
    );
    expect(document.title).not.toMatch(BIDI_CONTROL);
  });
});
