import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { describeError } from './lib/describe-error.js';

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

async function start(): Promise<void> {
  // Local runs may keep settings in ./.env; variables already in the environment win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ host: config.HOST, port: config.PORT });

  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  // The e2e harness finds the port in this line. console.log prints it at any LOG_LEVEL, and
  // it is the only line that says "Listening on" (Fastify logs "Server listening at ...").
  console.log(`Listening on http://${urlHost(config.HOST)}:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} received again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${describeError(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start().catch((error: unknown) => {
  console.error(`Cannot start: ${describeError(error)}`);
  process.exit(1);
});
