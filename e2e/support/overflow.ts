import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways (0 or less: not at all), and the texts wider than their box
 * or the screen. Read from the page as it is now, in the site's font, not in a fallback of other
 * widths.
 */
export async function overflowOf(page: Page): Promise<{ page: number; runOff: string[] }> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const texts = document.querySelectorAll(
      'main :is(h1, h2, h3, h4, p, li, dt, dd, th, td, a, button, label)',
    );
    const runOff = [...texts]
      .filter((element) => {
        // Text hidden on purpose (for screen readers only) is clipped to a pixel.
        for (let up = element.parentElement; up; up = up.parentElement)
          if (getComputedStyle(up).clipPath !== 'none') return false;
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          (box.right > screen + 0.5 || element.scrollWidth > element.clientWidth + 1) &&
          getComputedStyle(element).overflowX === 'visible'
        );
      })
      .map((element) => `${element.tagName}: ${element.textContent?.trim().slice(0, 60)}`);
    return { page: document.documentElement.scrollWidth - screen, runOff };
  });
}
