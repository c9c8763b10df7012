import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

interface FocusReport {
  element: string;
  /** A visually hidden input's label draws it. */
  indicator: string;
  outline: string;
  boxShadow: string;
  /** Against what is behind it (WCAG 2.4.13 / 1.4.11). */
  contrast: number;
  box: string;
  inViewport: boolean;
  /** What the page shows at the centre of its visible part belongs to it (WCAG 2.4.11). */
  uncovered: boolean;
}

function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.getAttribute('class')
          ? `.${el.getAttribute('class')?.trim().split(/\s+/).join('.')}`
          : ''
      }> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;

    // Inputs drawn as cards or chips are visually hidden; their label shows focus.
    const ownBox = focused.getBoundingClientRect();
    const hidden =
      ownBox.width <= 1 || ownBox.height <= 1 || getComputedStyle(focused).opacity === '0';
    const indicator = (hidden ? focused.closest('label') : null) ?? focused;
    const style = getComputedStyle(indicator);

    const parse = (color: string): [number, number, number, number] | null => {
      const m = color.match(/rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:\s*[,/]\s*([\d.]+))?\)/);
      return m
        ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])]
        : null;
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backgroundFrom = (start: Element | null): number[] => {
      for (let el = start; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg && bg[3] >= 0.5) return bg;
      }
      return [255, 255, 255, 1];
    };

    const outlineWidth = parseFloat(style.outlineWidth) || 0;
    const hasOutline = style.outlineStyle !== 'none' && outlineWidth >= 2;
    let contrast = 0;
    if (hasOutline) {
      const color = parse(style.outlineColor) ?? [0, 0, 0, 1];
      // An inset outline is drawn over the element's own background; otherwise over its parent's.
      const offset = parseFloat(style.outlineOffset) || 0;
      const behind = backgroundFrom(offset < 0 ? indicator : indicator.parentElement);
      const a = luminance(color);
      const b = luminance(behind);
      contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    } else if (style.boxShadow !== 'none') {
      contrast = 3; // a focus shadow: its colour against the page is not measured here
    }

    // The part of the indicator inside the viewport. Browsers scroll a tall field (a textarea)
    // only until its first line shows, so the rule is: half of each side, or 44 px of it.
    const box = indicator.getBoundingClientRect();
    const visible = {
      left: Math.max(box.left, 0),
      top: Math.max(box.top, 0),
      right: Math.min(box.right, window.innerWidth),
      bottom: Math.min(box.bottom, window.innerHeight),
    };
    const shownWidth = visible.right - visible.left;
    const shownHeight = visible.bottom - visible.top;
    const inViewport =
      box.width > 0 &&
      box.height > 0 &&
      shownWidth >= Math.min(box.width / 2, 44) &&
      shownHeight >= Math.min(box.height / 2, 44);
    const atCentre = document.elementFromPoint(
      (visible.left + visible.right) / 2,
      (visible.top + visible.bottom) / 2,
    );
    const uncovered = Boolean(
      atCentre && (indicator.contains(atCentre) || atCentre.contains(focused)),
    );
    return {
      element: describe(focused),
      indicator: describe(indicator),
      outline: hasOutline
        ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
        : 'none',
      boxShadow: style.boxShadow,
      contrast: Math.round(contrast * 100) / 100,
      box: `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(
        box.height,
      )} in ${window.innerWidth}x${window.innerHeight}`,
      inViewport,
      uncovered,
    };
  });
}

export async function expectVisibleFocus(page: Page): Promise<FocusReport> {
  const report = await focusReport(page);
  expect(report, 'an element has focus').not.toBeNull();
  const r = report as FocusReport;
  expect(r.outline !== 'none' || r.boxShadow !== 'none', `focus indicator of ${r.element}`).toBe(
    true,
  );
  expect(r.contrast, `indicator contrast of ${r.element} (${r.outline})`).toBeGreaterThanOrEqual(3);
  expect(r.inViewport, `${r.indicator} (${r.box}) is inside the viewport`).toBe(true);
  expect(r.uncovered, `${r.indicator} is not covered by another element`).toBe(true);
  return r;
}

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement).catch(() => false);

export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await isFocused(target)) return presses;
  }
  throw new Error(
    `${String(target)} not reached after ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`,
  );
}
