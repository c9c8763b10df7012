import { startServer } from '../../scripts/start-server.mjs';

/** Starts the built server once for all the tests (ephemeral port, temporary database). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer({
    env: { RATE_LIMIT_MAX: '100000', LEADS_RATE_LIMIT_MAX: '100000' },
  });
  process.env.E2E_BASE_URL = server.url;
  // The studio's command line (`npm run leads`) reads the same database in the tests.
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
