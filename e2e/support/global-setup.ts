import { startServer } from '../../scripts/start-server.mjs';

/**
 * Starts the built server once for all the tests (ephemeral port, temporary database). Rate
 * limits and load shedding for a busy event loop are off. Every test's browser is the same
 * client to the server, and the chat's own limit (20 messages a minute) would be spent by a
 * handful of chat tests. Two test workers, their browsers and the server share a small CI
 * machine, where the server's event loop can stall past the 1 s limit and a page answers 503
 * (the shedding itself is tested in apps/api, pressure.test.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer({
    env: {
      RATE_LIMIT_MAX: '100000',
      LEADS_RATE_LIMIT_MAX: '100000',
      HANDOVER_RATE_LIMIT_MAX: '100000',
      CHAT_RATE_LIMIT_MAX: '100000',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  process.env.E2E_BASE_URL = server.url;
  // The studio's command line (`npm run leads`) reads the same database in the tests.
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
