/**
 * Why a page scores what it scores: one Lighthouse run (same settings as bench/lighthouse.mjs)
 * with the simulated metrics next to the observed ones, and optionally what is behind them.
 *
 *   node bench/lh-debug.mjs [path] [lang]      e.g. / es, /servicios?lang=en en
 *   RUNS=3                                     repeat
 *   V=1                                        network requests (priority, timing, size), long
 *                                              tasks, LCP phases, main-thread breakdown
 *   T=5                                        every main-thread task of the observed (unthrottled)
 *                                              trace longer than 5 ms, with its biggest parts
 *
 * Serves the last build (WEB_DIST or apps/web/dist/client) with scripts/start-server.mjs.
 */
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findBrowser } from '../scripts/find-browser.mjs';
import { startServer } from '../scripts/start-server.mjs';
import { CHROME_FLAGS } from './lighthouse.mjs';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';

/**
 * S=1: the CPU tasks of Lighthouse's simulation (Lantern) that block, with what each did in
 * the observed trace. TBT is the mean of two estimates: the tasks after the optimistic FCP
 * (until the pessimistic TTI) and those after the pessimistic FCP (until the optimistic TTI).
 */
async function printSimulatedTasks(lhr, artifacts) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcpOpt = fcp.optimisticEstimate.timeInMs;
  const fcpPess = fcp.pessimisticEstimate.timeInMs;
  console.log(
    `  sim FCP optimistic ${fcpOpt | 0} pessimistic ${fcpPess | 0}; TBT ${tbt.timing | 0}`,
  );
  const timings = tbt.pessimisticEstimate.nodeTimings;
  const origin = artifacts.Trace.traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  for (const [node, t] of [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)) {
    if (node.type === 'network') {
      if (process.env.S === '2')
        console.log(
          `  net ${String(t.startTime | 0).padStart(5)}-${String(t.endTime | 0).padEnd(5)} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
      continue;
    }
    if (node.type !== 'cpu' || t.duration < 50) continue;
    if (process.env.S === '2')
      console.log(
        '    after',
        node
          .getDependencies()
          .map((d) =>
            d.type === 'network'
              ? d.request.url.replace(/^https?:\/\/[^/]+/, '')
              : `cpu@${((d.event.ts - origin) / 1000) | 0}`,
          )
          .join(', '),
      );
    const by = {};
    for (const e of node.childEvents) by[e.name] = (by[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    const top = Object.entries(by)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(' | ');
    const blocking = (from) => Math.max(0, t.endTime - Math.max(t.startTime, from) - 50);
    console.log(
      `  sim ${String(t.startTime | 0).padStart(5)}-${String(t.endTime | 0).padEnd(5)} blocks ${blocking(fcpOpt) | 0}/${blocking(fcpPess) | 0}  observed ${((node.event.ts - origin) / 1000).toFixed(0)} +${(node.event.dur / 1000).toFixed(1)}ms  ${top}`,
    );
  }
}
const url = process.argv[2] ?? '/';
const lang = process.argv[3] ?? 'es';
const server = await startServer({
  env: { WEB_DIST: process.env.WEB_DIST ?? path.resolve('apps/web/dist/client') },
});
const chrome = await chromeLauncher.launch({
  chromePath: findBrowser(),
  chromeFlags: [
    ...CHROME_FLAGS,
    `--lang=${lang}`,
    `--accept-lang=${lang}`,
    `--user-agent=${userAgents.mobile}`,
  ],
  userDataDir: mkdtempSync(path.join(tmpdir(), 'lhd-')),
  envVars: { ...process.env, LANGUAGE: lang },
});
try {
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const { lhr, artifacts } = await lighthouse(server.url + url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      emulatedUserAgent: false,
    });
    if (lhr.runtimeError) {
      console.log('runtime error', lhr.runtimeError.code, lhr.runtimeError.message);
      continue;
    }
    const a = (id) => lhr.audits[id];
    console.log(
      'perf',
      lhr.categories.performance.score * 100,
      'FCP',
      a('first-contentful-paint').numericValue | 0,
      'LCP',
      a('largest-contentful-paint').numericValue | 0,
      'TBT',
      a('total-blocking-time').numericValue | 0,
      'SI',
      a('speed-index').numericValue | 0,
      'CLS',
      a('cumulative-layout-shift').numericValue.toFixed(3),
    );
    const m = a('metrics').details.items[0];
    console.log(
      'observed FCP',
      m.observedFirstContentfulPaint,
      'LCP',
      m.observedLargestContentfulPaint,
      'load',
      m.observedLoad,
      'DCL',
      m.observedDomContentLoaded,
    );
    if (process.env.T) {
      const events = artifacts.Trace.traceEvents;
      const parse = events.find(
        (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(server.url),
      );
      const mine = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
      const nav = events.find(
        (e) =>
          e.name === 'navigationStart' &&
          e.pid === parse.pid &&
          e.args?.data?.documentLoaderURL?.startsWith('http'),
      );
      const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
      console.log('trace FCP', ((fcp.ts - nav.ts) / 1000).toFixed(1));
      for (const t of mine.filter(
        (e) => e.name === 'RunTask' && e.dur > Number(process.env.T) * 1000,
      )) {
        const kids = mine.filter(
          (e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.name !== 'RunTask',
        );
        const by = {};
        for (const k of kids) {
          const key =
            k.name +
            (k.args?.data?.url ? ' ' + k.args.data.url.replace(/.*\//, '') : '') +
            (k.args?.data?.functionName ? ' ' + k.args.data.functionName : '');
          by[key] = (by[key] ?? 0) + k.dur / 1000;
        }
        const top = Object.entries(by)
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.TOP ?? 6))
          .map(([k, v]) => `${k} ${v.toFixed(1)}`)
          .join(' | ');
        console.log(
          `  ${((t.ts - nav.ts) / 1000).toFixed(1).padStart(6)} ${(t.dur / 1000).toFixed(1).padStart(5)}ms  ${top}`,
        );
      }
    }
    if (process.env.S) await printSimulatedTasks(lhr, artifacts);
    if (process.env.V) {
      for (const r of a('network-requests').details.items)
        console.log(
          ' ',
          r.priority.padEnd(8),
          String(Math.round(r.networkRequestTime)).padStart(5),
          String(Math.round(r.networkEndTime)).padStart(5),
          String(r.transferSize).padStart(7),
          r.url.replace(server.url, ''),
        );
      for (const t of a('long-tasks')?.details?.items ?? [])
        console.log('  long task', t.url, Math.round(t.startTime), Math.round(t.duration));
      console.log(
        JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[1] ?? null),
      );
      console.log(
        JSON.stringify(
          a('render-blocking-resources')?.details?.items ??
            a('render-blocking-insight')?.details?.items ??
            null,
        ).slice(0, 1500),
      );
      for (const t of a('bootup-time')?.details?.items ?? [])
        console.log('  bootup', t.url, Math.round(t.total), Math.round(t.scripting));
      for (const t of a('mainthread-work-breakdown')?.details?.items ?? [])
        console.log('  mt', t.groupLabel, Math.round(t.duration));
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
