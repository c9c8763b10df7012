export const CONVERSION_FLAG = 'ona:ads-conversion-sent';
export const CONVERSION_RETRY_MS = 100;
export const CONVERSION_MAX_TRIES = 50;

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

export interface ConversionEnv {
  window: { gtag?: unknown };
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Fires the ad-conversion event of the thank-you page: only when a conversion id is
 * configured, once per browser session, trying every 100 ms up to 50 times until the ads
 * tracking function (`window.gtag`) exists. No script is loaded here. Returns a cancel.
 */
export function fireConversion(conversionId: string | null, env: ConversionEnv): () => void {
  if (!conversionId) return () => {};
  try {
    if (env.storage.getItem(CONVERSION_FLAG)) return () => {};
  } catch {
    return () => {};
  }
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    tries += 1;
    const gtag = env.window.gtag;
    if (typeof gtag === 'function') {
      (gtag as Gtag)('event', 'conversion', { send_to: conversionId });
      try {
        env.storage.setItem(CONVERSION_FLAG, '1');
      } catch {
        // Storage disabled: the event may fire again in this session, nothing worse.
      }
      return;
    }
    if (tries < CONVERSION_MAX_TRIES) timer = setTimeout(attempt, CONVERSION_RETRY_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}
