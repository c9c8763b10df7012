import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONVERSION_FLAG, fireConversion } from './conversion';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('fireConversion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing without a conversion id', () => {
    const gtag = vi.fn();
    fireConversion(null, { window: { gtag }, storage: memoryStorage() });
    vi.advanceTimersByTime(10_000);
    expect(gtag).not.toHaveBeenCalled();
  });

  it('retries every 100 ms until gtag exists, then fires once and sets the session flag', () => {
    const win: { gtag?: unknown } = {};
    const storage = memoryStorage();
    fireConversion('AW-123/abc', { window: win, storage });
    vi.advanceTimersByTime(250); // tries at 0, 100, 200
    const gtag = vi.fn();
    win.gtag = gtag;
    vi.advanceTimersByTime(49); // the next try is at 300 ms
    expect(gtag).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'conversion', { send_to: 'AW-123/abc' });
    expect(storage.getItem(CONVERSION_FLAG)).toBe('1');
    vi.advanceTimersByTime(10_000);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('stops after 50 tries', () => {
    const win: { gtag?: unknown } = {};
    fireConversion('AW-1', { window: win, storage: memoryStorage() });
    vi.advanceTimersByTime(49 * 100); // the 50th try happens at 4900 ms
    const gtag = vi.fn();
    win.gtag = gtag;
    vi.advanceTimersByTime(10_000);
    expect(gtag).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fires at the 50th try when gtag appears just in time', () => {
    const win: { gtag?: unknown } = {};
    fireConversion('AW-1', { window: win, storage: memoryStorage() });
    vi.advanceTimersByTime(48 * 100 + 50);
    const gtag = vi.fn();
    win.gtag = gtag;
    vi.advanceTimersByTime(50);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('fires only once per session', () => {
    const storage = memoryStorage();
    const gtag = vi.fn();
    fireConversion('AW-1', { window: { gtag }, storage });
    fireConversion('AW-1', { window: { gtag }, storage });
    expect(gtag).toHaveBeenCalledTimes(1);
  });
});
