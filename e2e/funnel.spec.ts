import type { Request } from '@playwright/test';
import type { FunnelBatch } from '@studio/shared';
import { test, expect, waitForHydration } from './support/fixtures';
import { text } from './support/locales';
import { leadsCli } from './support/leads-cli';

/**
 * The quote form's funnel (decision 014): the form counts what a visitor reaches,
 * first-party and without cookies, and the studio reads it with `npm run leads -- stats`.
 */
const es = (key: string) => text('es', 'contact', key);
type Stats = {
  rows: { type: string; lang: string; counts: Record<string, number> }[];
  dropped: number;
};
const stats = () => JSON.parse(leadsCli('stats', '--json')) as Stats;
const countOf = (data: Stats, type: string, event: string) =>
  data.rows.find((row) => row.type === type && row.lang === 'es')?.counts[event] ?? 0;

test('a visit through the quote form is counted once a step, with no cookie and nothing about the visitor', async ({
  page,
}) => {
  const before = stats();
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/funnel'))
      posts.push(request);
  });
  await page.goto('/contacto');
  await waitForHydration(page);
  const form = page.locator('form.quote-form');
  const next = () => page.getByRole('button', { name: es('form.next') }).click();
  await form
    .getByRole('radio', { name: new RegExp(`^${es('form.types.aplicacion-movil.label')}`) })
    .check();
  await next();
  await form
    .getByRole('checkbox', { name: es('form.options.mobile_platforms.android'), exact: true })
    .check();
  await form
    .getByRole('textbox', { name: es('form.fields.mobile_description') })
    .fill('App de reservas');
  await next();
  // Back and forth: each step still counts once.
  await page.getByRole('button', { name: es('form.previous') }).click();
  await next();
  await form.getByRole('textbox', { name: es('form.fields.name') }).fill('Laia Serra');
  await form
    .getByRole('textbox', { name: es('form.fields.email') })
    .fill('laia.funnel@example.com');
  await form.getByRole('textbox', { name: es('form.fields.company') }).fill('Serra SL');
  await form.getByRole('checkbox', { name: new RegExp(es('form.consent.before').trim()) }).check();
  await page.getByRole('button', { name: es('form.submit') }).click();
  await expect(page).toHaveURL(/\/contacto\/gracias$/);

  // Leaving the form sends what waited, in one batch; a visitor slower than the batch's 2 s
  // (a busy test machine is one) has the steps before sent already, in an earlier one.
  const batches = () => posts.map((post) => post.postDataJSON() as FunnelBatch);
  const sent = () => batches().flatMap((batch) => batch.events);
  await expect.poll(() => sent().some((e) => e.event === 'request_sent')).toBe(true);
  // The last batch leaves with the page (`keepalive`), and its answer may come after the page
  // is gone; every answer that came is a 204 without a cookie.
  for (const post of posts) {
    const response = await post.response().catch(() => null);
    if (!response) continue;
    expect(response.status()).toBe(204);
    expect(await response.headerValue('set-cookie')).toBeNull();
  }
  expect(
    (await page.context().cookies())
      .map((cookie) => cookie.name)
      .filter((name) => /funnel|view/i.test(name)),
  ).toEqual([]);
  // Each step once. Two batches in flight together (the timer's and the one leaving with the
  // page) may reach the network in either order, so the batches' order is not compared.
  const steps = ['form_shown', 'step2_reached', 'step3_reached', 'request_sent'];
  const events = sent().sort((a, b) => steps.indexOf(a.event) - steps.indexOf(b.event));
  expect(events).toEqual([
    { event: 'form_shown', type: 'none', lang: 'es' },
    { event: 'step2_reached', type: 'aplicacion-movil', lang: 'es' },
    { event: 'step3_reached', type: 'aplicacion-movil', lang: 'es' },
    { event: 'request_sent', type: 'aplicacion-movil', lang: 'es' },
  ]);
  // Within a batch the form's order holds.
  for (const batch of batches()) {
    const order = batch.events.map((e) => steps.indexOf(e.event));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  }
  expect(JSON.stringify(events)).not.toContain('laia');
  // Every batch of the page view carries its one random id, and nothing of it was dropped.
  const views = new Set(batches().map((batch) => batch.view));
  expect(views.size).toBe(1);
  expect([...views][0]).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );

  // The studio reads them (other tests may count at the same time: at least ours).
  for (const [type, event] of [
    ['none', 'form_shown'],
    ['aplicacion-movil', 'step2_reached'],
    ['aplicacion-movil', 'step3_reached'],
    ['aplicacion-movil', 'request_sent'],
  ] as const) {
    await expect
      .poll(() => countOf(stats(), type, event), { message: `${type} ${event}` })
      .toBeGreaterThanOrEqual(countOf(before, type, event) + 1);
  }
  const table = leadsCli('stats');
  expect(table).toContain('aplicacion-movil · es');
  expect(table).toMatch(/request sent +\d+ +█/);
});

test('a made-up batch adds no step: what no page view could send is counted as dropped', async ({
  request,
}) => {
  const before = stats();
  const pair = (await (await request.get('/api/v1/csrf')).json()) as { csrfToken: string };
  // A type and language no other test sends the form in.
  const sent = { event: 'request_sent', type: 'ciberseguridad', lang: 'en' };
  const response = await request.post('/api/v1/funnel', {
    headers: { 'x-csrf-token': pair.csrfToken, origin: process.env.E2E_BASE_URL ?? '' },
    data: { view: crypto.randomUUID(), events: Array.from({ length: 20 }, () => sent) },
  });
  expect(response.status()).toBe(204);
  const after = stats();
  expect(after.dropped).toBeGreaterThanOrEqual(before.dropped + 20);
  // Twenty sent against no form shown would be there in the counts: none of them is.
  const sentOf = (data: Stats) =>
    data.rows.find((row) => row.type === 'ciberseguridad' && row.lang === 'en')?.counts
      .request_sent ?? 0;
  expect(sentOf(after)).toBe(sentOf(before));
  expect(leadsCli('stats')).toMatch(/Not counted: \d+ event\(s\) no page view could have sent/);
});
