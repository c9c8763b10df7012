/**
 * `npm run eval:chat [-- --json | --sealed]`: evaluates the provider the server's settings
 * choose (environment or ./.env), so an OpenAI-compatible one is measured the same way.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from '@studio/content';
import { loadConfig } from '../config.js';
import { createChatProvider, siteKnowledge, type ChatProvider } from '../chat/provider.js';
import {
  evalTable,
  heldOutMisses,
  heldOutTable,
  runEval,
  runHeldOut,
  type EvalOptions,
  type HeldOutReport,
} from '../chat/eval/run-eval.js';
import { loadHeldOut, SEALED_FILE, VISITORS_FILES } from '../chat/eval/held-out.js';
import { describeError } from '../lib/describe-error.js';

function failedCases(report: HeldOutReport) {
  return report.results
    .filter((result) => result.verdict.failures.length > 0)
    .map(({ case: item, answer, verdict }) => ({ ...item, failures: verdict.failures, answer }));
}

/** Its failures are not printed: checking a budget with it must not show what to tune. */
async function sealed(
  provider: ChatProvider,
  options: Pick<EvalOptions, 'detector' | 'timeoutMs'>,
): Promise<number> {
  const report = await runHeldOut(provider, loadHeldOut(SEALED_FILE), options);
  const timed = provider.name === 'builtin';
  process.stdout.write(
    `${heldOutTable(report, 'Sealed held-out set', 'run only to check the budgets', { failures: false, timed })}\n`,
  );
  return heldOutMisses(report, { timed }).length === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      sealed: { type: 'boolean', default: false },
      concurrency: { type: 'string' },
    },
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
  // The provider's own detector, trained on the built pages, tells each reply's language.
  const options = {
    detector: siteKnowledge(config.WEB_DIST).languages,
    timeoutMs: Math.max(config.CHAT_TIMEOUT_MS, 1000),
  };
  if (values.sealed) return sealed(provider, options);
  const heldOut = await runHeldOut(provider, loadHeldOut(), options);
  const visitors: { name: string; report: HeldOutReport }[] = [];
  for (const file of VISITORS_FILES) {
    visitors.push({
      name: basename(file.pathname),
      report: await runHeldOut(provider, loadHeldOut(file), options),
    });
  }
  // An LLM's reply time is the network's and the model's: its budget is the built-in one's.
  const misses = heldOutMisses(heldOut, { timed: provider.name === 'builtin' });
  const report = await runEval(provider, {
    ...options,
    concurrency: Number(values.concurrency ?? (provider.name === 'builtin' ? 1 : 2)),
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
    const figures = (set: HeldOutReport) => ({
      cases: set.results.length,
      all: set.all,
      byLang: set.byLang,
      byKind: set.byKind,
      failed: failedCases(set),
    });
    const held = { ...figures(heldOut), p95Ms: heldOut.p95Ms, misses };
    process.stdout.write(
      `${JSON.stringify({ heldOut: held, visitors: Object.fromEntries(visitors.map(({ name, report }) => [name, figures(report)])), tuning: { ...summary, byLang, byCategory, failed } }, null, 2)}\n`,
    );
  } else {
    const rule = `\n\n${'-'.repeat(72)}\n\n`;
    process.stdout.write(
      [
        heldOutTable(heldOut),
        ...visitors.map(({ name, report }) =>
          heldOutTable(report, `Visitors’ set ${name}`, 'written from the pages, tuned on'),
        ),
        evalTable(report),
      ].join(rule) + '\n',
    );
  }
  return report.ok && misses.length === 0 ? 0 : 1;
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
