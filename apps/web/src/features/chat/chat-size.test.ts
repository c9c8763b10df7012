import { describe, expect, it } from 'vitest';
import { clampSize, sizeLimits } from './chat-size';

describe('chat window size', () => {
  it('keeps at least 280x260', () => {
    expect(clampSize({ width: 100, height: 100 }, 1280, 800)).toEqual({ width: 280, height: 260 });
  });

  it('caps at 92 % of the width and 60 % of the height from 720 px wide', () => {
    expect(sizeLimits(1280, 800).max).toEqual({ width: 1177, height: 480 });
    expect(clampSize({ width: 5000, height: 5000 }, 720, 1000)).toEqual({
      width: 662,
      height: 600,
    });
  });

  it('allows 70 % of the height below 720 px wide', () => {
    expect(clampSize({ width: 5000, height: 5000 }, 719, 1000)).toEqual({
      width: 661,
      height: 700,
    });
    expect(clampSize({ width: 5000, height: 5000 }, 360, 740)).toEqual({ width: 331, height: 518 });
  });

  it('fits a viewport smaller than the minimum', () => {
    expect(clampSize({ width: 300, height: 300 }, 280, 300)).toEqual({ width: 257, height: 210 });
  });
});
