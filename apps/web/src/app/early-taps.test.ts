import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATED_EVENT, HYDRATING_EVENT, earlyTapsScript } from './early-taps';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Runs the inline script as the page does: its source, evaluated. */
function runInlineScript() {
  new Function(earlyTapsScript())();
}

describe('the inline script that keeps early taps', () => {
  it('replays a tap made before the app listened, once the page has hydrated', () => {
    document.body.innerHTML =
      '<button type="button">Continuar</button><label><input type="checkbox" /> Blog</label><a href="#x">link</a>';
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

    document.dispatchEvent(new Event(HYDRATING_EVENT));
    const handled: string[] = [];
    button.addEventListener('click', () => handled.push('button'));
    checkbox.addEventListener('click', () => handled.push('checkbox'));
    // From now on the app handles taps itself: nothing is kept.
    button.click();
    expect(handled).toEqual(['button']);

    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(handled).toEqual(['button', 'button', 'checkbox']);
    expect(checkbox.checked).toBe(true);
  });

  it('skips a control that is gone or disabled by the time the page has hydrated', () => {
    document.body.innerHTML = '<button type="button" id="a">a</button><button id="b">b</button>';
    runInlineScript();
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    a.click();
    b.click();
    a.remove();
    b.setAttribute('disabled', '');
    document.dispatchEvent(new Event(HYDRATING_EVENT));
    let clicks = 0;
    document.addEventListener('click', () => (clicks += 1));
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicks).toBe(0);
  });
});
