// A Chromium for the browser tests: CHROME_PATH, the system's, else installed (Debian's as root
// with apt-get, or Playwright's download).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { aptInstall } from './apt-install.mjs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function systemChromium() {
  return SYSTEM_PATHS.find((path) => existsSync(path));
}

function playwrightChromium() {
  try {
    const require = createRequire(new URL('../e2e/package.json', import.meta.url));
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findBrowser({ install = true } = {}) {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  const found = systemChromium() ?? playwrightChromium();
  if (found || !install) return found;

  if (aptInstall('chromium', 'the browser tests')) {
    const installed = systemChromium();
    if (installed) return installed;
  }
  console.log("Downloading Playwright's Chromium for the browser tests...");
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', cwd: 'e2e' });
  } catch {
    // reported below
  }
  return playwrightChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findBrowser();
  if (!path) {
    console.error(
      'No Chromium for the browser tests: install Debian\'s "chromium" or run "npx playwright install chromium", or set CHROME_PATH.',
    );
    process.exit(1);
  }
  console.log(path);
}
