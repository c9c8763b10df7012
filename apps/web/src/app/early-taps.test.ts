import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATED_EVENT, earlyTapsScript } from './early-taps';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Runs the inline script as the page does: its source, evaluated. */
function runInlineScript() {
  new Function(earlyTapsScript())();
}

/** What Astro does once `hydrateRoot` has been called on an island. */
const hydrateIsland = (island: Element) => island.removeAttribute('ssr');

describe('the inline script that keeps early taps', () => {
  it('replays a tap made before its island hydrated, once the page has hydrated', () => {
    document.body.innerHTML =
      '<astro-island ssr><button type="button">Continuar</button><label><input type="checkbox" /> Blog</label><a href="#x">link</a></astro-island>';
    runInlineScript();
    const button = document.querySelector('button')!;
    const checkbox = document.querySelector('input')!;
    button.click();
    document.querySelector('label')!.click();
    // Its default action waits for the replay: the box does not toggle twice.
    expect(checkbox.checked).toBe(false);
    // A link needs no app.
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);

    hydrateIsland(document.querySelector('astro-island')!);
    const handled: string[] = [];
    button.addEventListener('click', () => handled.push('button'));
    checkbox.addEventListener('click', () => handled.push('checkbox'));
    // From now on the island handles taps itself: nothing is kept.
    button.click();
    expect(handled).toEqual(['button']);

    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(handled).toEqual(['button', 'button', 'checkbox']);
    expect(checkbox.checked).toBe(true);
  });

  it('leaves a tap on an island that has hydrated to it, while others still wait', () => {
    document.body.innerHTML =
      '<astro-island id="chat"><button type="button">Chat</button></astro-island><astro-island ssr><button type="button">Menú</button></astro-island>';
    runInlineScript();
    const chat = document.querySelector<HTMLButtonElement>('#chat button')!;
    let opened = 0;
    chat.addEventListener('click', () => (opened += 1));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    chat.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    // Handled once, not again on replay (it would close the chat it opened).
    expect(opened).toBe(1);
  });

  it('skips a control that is gone or disabled by the time the page has hydrated', () => {
    document.body.innerHTML =
      '<astro-island ssr><button type="button" id="a">a</button><button id="b">b</button></astro-island>';
    runInlineScript();
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    a.click();
    b.click();
    a.remove();
    b.setAttribute('disabled', '');
    hydrateIsland(document.querySelector('astro-island')!);
    let clicks = 0;
    document.addEventListener('click', () => (clicks += 1));
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicks).toBe(0);
  });

  it('keeps nothing once the page has hydrated', () => {
    document.body.innerHTML = '<astro-island ssr><button type="button">a</button></astro-island>';
    runInlineScript();
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});
