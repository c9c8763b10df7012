import { CHAT_LIMITS } from '@studio/shared';

export interface Size {
  width: number;
  height: number;
}

export const DEFAULT_SIZE: Size = { width: 380, height: 540 };

/** A viewport too small for the minimum gets the maximum. */
export function sizeLimits(viewportWidth: number, viewportHeight: number) {
  const heightRatio =
    viewportWidth >= CHAT_LIMITS.wideBreakpoint
      ? CHAT_LIMITS.maxHeightRatioWide
      : CHAT_LIMITS.maxHeightRatioNarrow;
  const max = {
    width: Math.floor(viewportWidth * CHAT_LIMITS.maxWidthRatio),
    height: Math.floor(viewportHeight * heightRatio),
  };
  const min = {
    width: Math.min(CHAT_LIMITS.minWidth, max.width),
    height: Math.min(CHAT_LIMITS.minHeight, max.height),
  };
  return { min, max };
}

export function clampSize(size: Size, viewportWidth: number, viewportHeight: number): Size {
  const { min, max } = sizeLimits(viewportWidth, viewportHeight);
  return {
    width: Math.round(Math.min(max.width, Math.max(min.width, size.width))),
    height: Math.round(Math.min(max.height, Math.max(min.height, size.height))),
  };
}
