import { describe, expect, it, vi } from 'vitest';
import { FUNNEL_MAX_BATCH } from '@studio/shared';
import { FUNNEL_FLUSH_MS, createFunnelReporter } from './funnel';

describe('createFunnelReporter', () => {
  it('sends the events of a visit together, after a short wait', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const funnel = createFunnelReporter(send);
    funnel.count('form_shown', null, 'ca');
    funnel.count('step2_reached', 'tienda-online', 'ca');
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FUNNEL_FLUSH_MS);
    expect(send).toHaveBeenCalledExactlyOnceWith(
      [
        { event: 'form_shown', type: 'none', lang: 'ca' },
        { event: 'step2_reached', type: 'tienda-online', lang: 'ca' },
      ],
      { keepalive: false },
    );
    vi.useRealTimers();
  });

  it('counts each step once a page view, each failure every time', () => {
    const send = vi.fn();
    const funnel = createFunnelReporter(send);
    for (let i = 0; i < 3; i += 1) {
      funnel.count('step2_reached', 'web-personal', 'es');
      funnel.count('request_failed', 'web-personal', 'es');
    }
    // Another type reached step 2: a step of its own funnel.
    funnel.count('step2_reached', 'aplicacion-saas', 'es');
    funnel.flush();
    expect(send.mock.calls[0]![0]).toEqual([
      { event: 'step2_reached', type: 'web-personal', lang: 'es' },
      { event: 'request_failed', type: 'web-personal', lang: 'es' },
      { event: 'request_failed', type: 'web-personal', lang: 'es' },
      { event: 'request_failed', type: 'web-personal', lang: 'es' },
      { event: 'step2_reached', type: 'aplicacion-saas', lang: 'es' },
    ]);
  });

  it('sends what waits at once, with keepalive, when the page goes away; in batches the server takes', () => {
    const send = vi.fn();
    const funnel = createFunnelReporter(send);
    for (let i = 0; i < FUNNEL_MAX_BATCH + 5; i += 1) {
      funnel.count('request_failed', 'ciberseguridad', 'en');
    }
    funnel.flush(true);
    expect(send.mock.calls.map(([events, options]) => [events.length, options])).toEqual([
      [FUNNEL_MAX_BATCH, { keepalive: true }],
      [5, { keepalive: true }],
    ]);
    funnel.flush(true);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
