import './styles/global.css';

/**
 * The page is prerendered: paint it first, then load and run the app that makes it interactive
 * (its modules are already downloading, preloaded by the HTML). Evaluating the app's code and
 * hydrating before the first paint would hold the content back on a slow phone.
 */
function startApp() {
  void import('./start-app').then(({ start }) => start());
}

if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
