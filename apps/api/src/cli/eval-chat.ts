/**
 * The chat evaluation on the command line: `npm run eval:chat [-- --json]`. Evaluates the
 * provider the server's settings choose (environment or ./.env): the built-in assistant by
 * default, or an OpenAI-compatible one with CHAT_PROVIDER=openai, CHAT_BASE_URL, CHAT_MODEL and
 * CHAT_API_KEY (a local Ollama, say). Exits 1 under 95% in any language, or on any off-topic or
 * false-claim failure.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadContent } from '@studio/content';
import { loadConfig } from '../config.js';
import { createChatProvider } from '../chat/provider.js';
import { createLanguageDetector } from '../chat/language.js';
import { evalTable, runEval } from '../chat/eval/run-eval.js';
import { describeError } from '../lib/describe-error.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false }, concurrency: { type: 'string' } },
  });
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const content = loadContent();
  const provider = createChatProvider(config, content, {
    warn: (message: string) => process.stderr.write(`${message}\n`),
  });
  if (!provider) {
    process.stderr.write('eval:chat: no chat provider (CHAT_PROVIDER is off or incomplete)\n');
    return 1;
  }
  const report = await runEval(provider, {
    detector: createLanguageDetector(content),
    concurrency: Number(values.concurrency ?? (provider.name === 'builtin' ? 1 : 2)),
    timeoutMs: Math.max(config.CHAT_TIMEOUT_MS, 1000),
  });
  if (values.json) {
    const failed = report.results
      .filter((result) => result.failures.length > 0)
      .map(({ case: item, answer, failures }) => ({
        lang: item.lang,
        category: item.category,
        question: item.question,
        before: item.before ?? [],
        failures,
        answer,
      }));
    const { byLang, byCategory, ok } = report;
    const summary = { provider: report.provider, cases: report.results.length, ok };
    process.stdout.write(
      `${JSON.stringify({ ...summary, byLang, byCategory, failed }, null, 2)}\n`,
    );
  } else {
    process.stdout.write(`${evalTable(report)}\n`);
  }
  return report.ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`eval:chat: ${describeError(error)}\n`);
    process.exitCode = 1;
  },
);
