import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUNNEL_EVENTS,
  FUNNEL_MAX_BATCH,
  FUNNEL_MAX_FAILURES,
  FUNNEL_NO_TYPE,
  FUNNEL_TYPES,
  LANGS,
  PROJECT_TYPES,
  newFunnelView,
  takeFunnelEvent,
  type FunnelCount,
  type FunnelEvent,
  type FunnelType,
} from '@studio/shared';
import { funnelDropped, funnelReport } from '../funnel/funnel-repository.js';
import { backends, getCsrf, postHeaders, startServerOn, type TestServer } from '../test/helper.js';

/**
 * The funnel's counts against made-up batches (decision 014): whatever is posted, in whatever
 * order and split, a page view adds at most what the quote form can send in one visit, and
 * what does not fit is counted as dropped, never lost silently; and a real visit, however its
 * batches are split, counts whole. Deterministic: fixed seeds. On SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */

const SEED = 20_261_203;
const HOSTILE_RUNS = 150;
const VISIT_RUNS = 200;

type Counts = Map<string, number>;
const key = (event: FunnelEvent, type: FunnelType) => `${event}|${type}`;

/** Every counter (event and type, all languages and days together) and the dropped total. */
async function snapshot(server: TestServer): Promise<{ counts: Counts; dropped: number }> {
  const counts: Counts = new Map();
  for (const row of await funnelReport(server.app.db)) {
    for (const event of FUNNEL_EVENTS) {
      const name = key(event, row.type as FunnelType);
      counts.set(name, (counts.get(name) ?? 0) + row.counts[event]);
    }
  }
  return { counts, dropped: await funnelDropped(server.app.db) };
}

/** What a run added: after minus before, per counter. */
function added(before: Counts, after: Counts) {
  return (event: FunnelEvent, type?: FunnelType): number => {
    const types: readonly FunnelType[] = type === undefined ? FUNNEL_TYPES : [type];
    let sum = 0;
    for (const t of types)
      sum += (after.get(key(event, t)) ?? 0) - (before.get(key(event, t)) ?? 0);
    return sum;
  };
}

// ---- Generators -------------------------------------------------------------------------

const anyEvent: fc.Arbitrary<FunnelCount> = fc.record({
  event: fc.constantFrom(...FUNNEL_EVENTS),
  type: fc.constantFrom(...FUNNEL_TYPES),
  lang: fc.constantFrom(...LANGS),
});

/** A batch weighted towards repeats of one event: the cheap way to inflate a counter. */
const hostileBatch = fc.oneof(
  fc.array(anyEvent, { minLength: 1, maxLength: FUNNEL_MAX_BATCH }),
  fc
    .tuple(anyEvent, fc.integer({ min: 1, max: FUNNEL_MAX_BATCH }))
    .map(([event, times]) => Array.from({ length: times }, () => event)),
);

/**
 * Up to three page views (each with an id, or none as a page from before the ids), their
 * batches posted in any interleaving.
 */
const hostileRun = fc.record({
  withId: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  posts: fc.array(fc.record({ view: fc.integer({ min: 0, max: 2 }), events: hostileBatch }), {
    minLength: 1,
    maxLength: 8,
  }),
});

type Action =
  | { kind: 'choose'; type: (typeof PROJECT_TYPES)[number] }
  | { kind: 'next' }
  | { kind: 'back' }
  | { kind: 'submit'; ok: boolean };

/**
 * A visitor on the quote form: it opens with no type (step 1), or with one a link or the saved
 * form chose (step 2 or 3), then chooses, goes on and back, and submits, as the form allows.
 */
const visit = fc.record({
  start: fc.oneof(
    fc.constant({ type: null, step: 1 as const }),
    fc.record({
      type: fc.constantFrom(...PROJECT_TYPES),
      step: fc.constantFrom(1 as const, 2 as const, 3 as const),
    }),
  ),
  actions: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('choose' as const), type: fc.constantFrom(...PROJECT_TYPES) }),
      fc.constant({ kind: 'next' as const }),
      fc.constant({ kind: 'back' as const }),
      fc.record({ kind: fc.constant('submit' as const), ok: fc.boolean() }),
    ),
    { maxLength: 30 },
  ),
  lang: fc.constantFrom(...LANGS),
  cuts: fc.array(fc.integer({ min: 1, max: FUNNEL_MAX_BATCH }), { maxLength: 6 }),
});

/** The events the form sends for a visit, each once as its reporter does (web funnel.ts). */
function formEvents({
  start,
  actions,
  lang,
}: {
  start: { type: FunnelType | null; step: 1 | 2 | 3 };
  actions: Action[];
  lang: FunnelCount['lang'];
}): FunnelCount[] {
  const sent: FunnelCount[] = [];
  const reporter = newFunnelView();
  const count = (event: FunnelEvent, type: FunnelType) => {
    const item = { event, type, lang };
    if (takeFunnelEvent(reporter, item)) sent.push(item);
  };
  let { type, step } = start;
  count('form_shown', type ?? FUNNEL_NO_TYPE);
  const reached = () => {
    if (type && step > 1) count(step === 2 ? 'step2_reached' : 'step3_reached', type);
  };
  reached();
  for (const action of actions) {
    if (action.kind === 'choose' && step === 1) type = action.type;
    if (action.kind === 'next' && step < 3 && type) step += 1;
    if (action.kind === 'back' && step > 1) step -= 1;
    if (action.kind === 'submit' && step === 3 && type) {
      count(action.ok ? 'request_sent' : 'request_failed', type);
      if (action.ok) break; // the form leaves for the thank-you page
    }
    if (action.kind === 'next') reached();
  }
  return sent;
}

/** A page view's events cut into batches at the given sizes, as flushes split them. */
function split(events: FunnelCount[], cuts: number[]): FunnelCount[][] {
  const batches: FunnelCount[][] = [];
  let rest = events;
  for (const size of cuts) {
    if (rest.length === 0) break;
    batches.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  while (rest.length > 0) {
    batches.push(rest.slice(0, FUNNEL_MAX_BATCH));
    rest = rest.slice(FUNNEL_MAX_BATCH);
  }
  return batches;
}

// ---- Tests ------------------------------------------------------------------------------

it('fits a whole page view in one batch, so the form never splits one in a flush', () => {
  const most = 1 + 2 * PROJECT_TYPES.length + 1 + FUNNEL_MAX_FAILURES;
  expect(most).toBeLessThanOrEqual(FUNNEL_MAX_BATCH);
});

describe.each(backends)(
  'the funnel takes only what a page view can send, on $name',
  ({ postgres }) => {
    let server: TestServer;
    let headers: Record<string, string>;

    beforeAll(async () => {
      server = await startServerOn(postgres, {
        env: { RATE_LIMIT_MAX: '1000000', FUNNEL_RATE_LIMIT_MAX: '1000000' },
      });
      headers = {
        ...postHeaders(await getCsrf(server.url), server.url),
        host: new URL(server.url).host,
      };
    });
    afterAll(() => server?.close());

    async function post(view: string | undefined, events: FunnelCount[]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/funnel',
        headers,
        payload: JSON.stringify(view === undefined ? { events } : { view, events }),
      });
      // Whatever was kept, the same answer: a batch learns nothing of what counted.
      expect(response.statusCode).toBe(204);
    }

    it(`adds no more than one visit per page view, and counts the rest as dropped (${HOSTILE_RUNS} runs)`, async () => {
      let droppedSeen = 0;
      await fc.assert(
        fc.asyncProperty(hostileRun, async ({ withId, posts }) => {
          const ids = withId.map((has) => (has ? randomUUID() : undefined));
          const before = await snapshot(server);
          for (const { view, events } of posts) await post(ids[view], events);
          const after = await snapshot(server);
          const of = added(before.counts, after.counts);
          const dropped = after.dropped - before.dropped;
          droppedSeen += dropped;

          // Nothing lost silently: each event posted is counted or dropped.
          const posted = posts.reduce((sum, { events }) => sum + events.length, 0);
          const counted = FUNNEL_EVENTS.reduce((sum, event) => sum + of(event), 0);
          expect(counted + dropped).toBe(posted);

          // A page view is the page views with an id that posted, plus each batch without one.
          const views =
            new Set(posts.filter((p) => ids[p.view]).map((p) => p.view)).size +
            posts.filter((p) => !ids[p.view]).length;
          expect(of('form_shown')).toBeLessThanOrEqual(views);
          expect(of('request_sent')).toBeLessThanOrEqual(of('form_shown'));
          expect(of('step2_reached')).toBeLessThanOrEqual(PROJECT_TYPES.length * of('form_shown'));
          expect(of('step2_reached', FUNNEL_NO_TYPE)).toBe(0);
          for (const type of PROJECT_TYPES) {
            // Step 3 of a type follows its step 2, or a form opened with the type chosen.
            expect(of('step3_reached', type)).toBeLessThanOrEqual(
              of('step2_reached', type) + of('form_shown', type),
            );
            expect(of('request_sent', type)).toBeLessThanOrEqual(of('step3_reached', type));
            expect(of('request_failed', type)).toBeLessThanOrEqual(
              FUNNEL_MAX_FAILURES * of('step3_reached', type),
            );
          }

          // Posting the page views' batches again: a step that came before its turn may fit
          // now, but none counts twice in a page view, and the failures stay within their cap.
          const replayed = await snapshot(server);
          for (const { view, events } of posts) if (ids[view]) await post(ids[view], events);
          const again = added(replayed.counts, (await snapshot(server)).counts);
          for (const event of FUNNEL_EVENTS) {
            for (const type of FUNNEL_TYPES) {
              if (event === 'request_failed') continue;
              expect(of(event, type) + again(event, type), `${event} ${type}`).toBeLessThanOrEqual(
                views,
              );
            }
          }
          expect(of('form_shown') + again('form_shown')).toBeLessThanOrEqual(views);
          expect(of('request_sent') + again('request_sent')).toBeLessThanOrEqual(views);
          expect(of('request_failed') + again('request_failed')).toBeLessThanOrEqual(
            FUNNEL_MAX_FAILURES * views,
          );
        }),
        { numRuns: HOSTILE_RUNS, seed: SEED, endOnFailure: true },
      );
      // The generators reach what this is about: batches that do not fit.
      expect(droppedSeen).toBeGreaterThan(HOSTILE_RUNS);
    }, 300_000);

    it(`counts a real visit whole, however its batches are split (${VISIT_RUNS} runs)`, async () => {
      let steps = 0;
      await fc.assert(
        fc.asyncProperty(visit, async ({ start, actions, lang, cuts }) => {
          const events = formEvents({ start, actions, lang });
          steps += events.length;
          const view = randomUUID();
          const before = await snapshot(server);
          for (const batch of split(events, cuts)) await post(view, batch);
          const after = await snapshot(server);
          expect(after.dropped - before.dropped).toBe(0);
          const of = added(before.counts, after.counts);
          for (const event of FUNNEL_EVENTS) {
            for (const type of FUNNEL_TYPES) {
              const expected = events.filter((e) => e.event === event && e.type === type).length;
              expect(of(event, type), `${event} ${type}`).toBe(expected);
            }
          }
        }),
        { numRuns: VISIT_RUNS, seed: SEED + 1, endOnFailure: true },
      );
      // Visits go past the form shown: steps, requests and failures are in them.
      expect(steps).toBeGreaterThan(VISIT_RUNS * 1.5);
    }, 300_000);
  },
);
