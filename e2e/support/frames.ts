import type { Page } from '@playwright/test';

/**
 * Records what each frame the browser paints shows, from now on: the URL's `lang` (`es` when
 * none), `<html lang>`, and the text of the first element of each selector ('' when there is
 * none). A frame like the one before is not recorded again. Sampled in `requestAnimationFrame`,
 * just before the paint: a state the app passes through within one frame is never seen, as for
 * a visitor.
 */
export async function recordFrames(
  page: Page,
  selectors: string[],
): Promise<() => Promise<string[][]>> {
  await page.evaluate((selectors) => {
    const frames: string[][] = [];
    Object.assign(window, { __frames: frames });
    const sample = () => {
      const frame = [
        new URLSearchParams(location.search).get('lang') ?? 'es',
        document.documentElement.lang,
        ...selectors.map((selector) => document.querySelector(selector)?.textContent ?? ''),
      ];
      if (frames.at(-1)?.join('|') !== frame.join('|')) frames.push(frame);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, selectors);
  return () => page.evaluate(() => (window as unknown as { __frames: string[][] }).__frames);
}
