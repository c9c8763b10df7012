import { describe, expect, it, vi } from 'vitest';
import { FUNNEL_MAX_FAILURES, FunnelBatchSchema } from '@studio/shared';
import { randomUuid } from '../../lib/random-uuid';
import { FUNNEL_FLUSH_MS, createFunnelReporter, type FunnelSend } from './funnel';

const VIEW = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

describe('createFunnelReporter', () => {
  it('sends the events of a visit together, after a short wait, with the page view’s id', () => {
    vi.useFakeTimers();
    const send = vi.fn<FunnelSend>();
    const funnel = createFunnelReporter(send, globalThis, VIEW);
    funnel.count('form_shown', null, 'ca');
    funnel.count('step2_reached', 'tienda-online', 'ca');
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FUNNEL_FLUSH_MS);
    expect(send).toHaveBeenCalledExactlyOnceWith(
      {
        view: VIEW,
        events: [
          { event: 'form_shown', type: 'none', lang: 'ca' },
          { event: 'step2_reached', type: 'tienda-online', lang: 'ca' },
        ],
      },
      { keepalive: false },
    );
    vi.useRealTimers();
  });

  it('counts each step once a page view, the form shown once, failures up to a few', () => {
    const send = vi.fn<FunnelSend>();
    const funnel = createFunnelReporter(send, globalThis, VIEW);
    funnel.count('form_shown', null, 'es');
    funnel.count('step2_reached', 'web-personal', 'es');
    for (let i = 0; i < FUNNEL_MAX_FAILURES + 3; i += 1) {
      funnel.count('step3_reached', 'web-personal', 'es');
      funnel.count('request_failed', 'web-personal', 'es');
    }
    // Another type reached step 2: a step of its own funnel. The form shown again (a link
    // to another type while the form is open) is the same page view's form.
    funnel.count('form_shown', 'aplicacion-saas', 'es');
    funnel.count('step2_reached', 'aplicacion-saas', 'es');
    funnel.flush();
    const failure = { event: 'request_failed', type: 'web-personal', lang: 'es' };
    expect(send.mock.calls[0]![0].events).toEqual([
      { event: 'form_shown', type: 'none', lang: 'es' },
      { event: 'step2_reached', type: 'web-personal', lang: 'es' },
      { event: 'step3_reached', type: 'web-personal', lang: 'es' },
      ...Array.from({ length: FUNNEL_MAX_FAILURES }, () => failure),
      { event: 'step2_reached', type: 'aplicacion-saas', lang: 'es' },
    ]);
  });

  it('sends nothing the server would not take: no step before the form, nothing after a request sent', () => {
    const send = vi.fn<FunnelSend>();
    const funnel = createFunnelReporter(send, globalThis, VIEW);
    funnel.count('step2_reached', 'ciberseguridad', 'en');
    funnel.count('form_shown', 'ciberseguridad', 'en');
    // Opened at step 3 (the saved form of this tab): step 3 of the type it was shown with.
    funnel.count('step3_reached', 'ciberseguridad', 'en');
    funnel.count('request_sent', 'ciberseguridad', 'en');
    funnel.count('request_failed', 'ciberseguridad', 'en');
    funnel.flush();
    expect(send.mock.calls.map(([batch]) => batch.events.map(({ event }) => event))).toEqual([
      ['form_shown', 'step3_reached', 'request_sent'],
    ]);
  });

  it('sends what waits at once, with keepalive, when the page goes away; in batches the server takes', () => {
    const send = vi.fn<FunnelSend>();
    const funnel = createFunnelReporter(send, globalThis, VIEW);
    funnel.count('form_shown', null, 'en');
    funnel.count('step2_reached', 'ciberseguridad', 'en');
    funnel.flush(true);
    funnel.count('step3_reached', 'ciberseguridad', 'en');
    funnel.flush(true);
    expect(send.mock.calls.map(([batch, options]) => [batch.events.length, options])).toEqual([
      [2, { keepalive: true }],
      [1, { keepalive: true }],
    ]);
    funnel.flush(true);
    expect(send).toHaveBeenCalledTimes(2);
    for (const [batch] of send.mock.calls) {
      expect(batch.view).toBe(VIEW);
      expect(FunnelBatchSchema.safeParse(batch).success).toBe(true);
    }
  });

  it('makes a new random id for each page view, one the schema takes, on any origin', () => {
    const ids = new Set(Array.from({ length: 20 }, () => randomUuid()));
    expect(ids.size).toBe(20);
    const secure = Object.getOwnPropertyDescriptor(globalThis, 'isSecureContext');
    Object.defineProperty(globalThis, 'isSecureContext', { value: false, configurable: true });
    try {
      const id = randomUuid();
      expect(FunnelBatchSchema.safeParse({ view: id, events: [] }).error?.issues).toEqual([
        expect.objectContaining({ path: ['events'] }),
      ]);
    } finally {
      if (secure) Object.defineProperty(globalThis, 'isSecureContext', secure);
      else delete (globalThis as { isSecureContext?: boolean }).isSecureContext;
    }
    for (const id of ids) {
      expect(FunnelBatchSchema.shape.view.safeParse(id).success).toBe(true);
    }
  });
});
