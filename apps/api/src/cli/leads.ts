/** Uses the server's settings (environment or ./.env), so it opens the same database. */
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { describeError } from '../lib/describe-error.js';
import { runLeadsCli } from './leads-cli.js';
import { terminalLine } from './terminal-text.js';

async function main(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  return runLeadsCli(process.argv.slice(2), config, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A database error may quote a stored value: shown, like every value, without controls.
    process.stderr.write(`leads: ${terminalLine(describeError(error))}\n`);
    process.exitCode = 1;
  },
);
