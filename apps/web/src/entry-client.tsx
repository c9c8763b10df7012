import './styles/global.css';
import { yieldToMain } from './lib/yield-to-main';
import type { start } from './start-app';

type AppModule = { start: typeof start };

/**
 * The page is prerendered: it paints first, then this module fetches and runs the app that makes
 * it interactive. Its `<script>` (written by the prerender, fetched at low priority) lists the
 * modules of the app and of the page in `data-modules`; they are preloaded only after the first
 * contentful paint, so on a slow phone neither their download nor their evaluation holds the
 * content back, and evaluated one per task. Links and the language switcher work before that: they are plain links.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-modules]');

async function startApp() {
  const modules = script?.dataset.modules?.split(' ').filter(Boolean) ?? [];
  // Starting a module's fetch costs the main thread ~2 ms (8 under Lighthouse's 4x CPU):
  // one per task, or the page's 5-7 modules would be one long task.
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await yieldToMain();
  }
  // One module evaluated per task, each after what it imports: evaluating them all at once
  // would be one long task.
  for (const href of modules) {
    await yieldToMain();
    await import(/* @vite-ignore */ href);
  }
  // The app by its URL (`data-app`): through Vite's loader, `import()` would also fetch the
  // app's stylesheets, which the page carries inline. The dev server's bare template has none.
  const app = script?.dataset.app;
  const { start }: AppModule = await (app ? import(/* @vite-ignore */ app) : import('./start-app'));
  await start();
}

/** Runs `run` once the page has painted its content, or at once when it cannot paint now. */
function afterFirstPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const canObserve = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  if (document.visibilityState !== 'visible' || painted()) {
    once();
  } else if (!canObserve) {
    requestAnimationFrame(() => setTimeout(once, 0));
  } else {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab hidden before it painted, or a browser that never reports the paint, starts anyway.
    document.addEventListener('visibilitychange', once, { once: true });
    setTimeout(once, 3000);
  }
}

/** Runs `run` once the whole document is parsed: the script is `async`, it may run before. */
function afterParse(run: () => void) {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', run, { once: true });
  } else {
    run();
  }
}

afterParse(() => afterFirstPaint(() => void startApp()));
