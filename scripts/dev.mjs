// The API rebuilt and restarted on change (port 3000), and Astro's dev server
// (http://localhost:4321), which proxies /api to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The site's font is made, not versioned.
for (const [command, args] of [
  ['npx', ['tsc', '-b', 'apps/api']],
  [process.execPath, ['apps/web/scripts/subset-font.mjs']],
]) {
  const step = spawnSync(command, args, { stdio: 'inherit' });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

// The chat answers from the built pages (docs/decisions/019): build them once if they are
// missing; after a change to the site's words, `npm run build` again to teach the chat.
if (!existsSync('apps/web/dist/client/index.html')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn('npx', ['tsc', '-b', '-w', '--preserveWatchOutput', 'apps/api'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=apps/api/dist', 'apps/api/dist/server.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['astro', 'dev', '--root', 'apps/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
