/**
 * Resolves in a later task, so the browser can handle input and paint in between: how the app's
 * start-up and hydration stay short tasks (decision 009). No imports: the entry uses it too.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
