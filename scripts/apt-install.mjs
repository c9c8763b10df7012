// What the find-*.mjs scripts share: a command on the PATH, and a Debian package installed as root.
import { spawnSync } from 'node:child_process';

export function commandPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Installs `name` with apt-get for `purpose`; false, doing nothing, when not root or no apt-get. */
export function aptInstall(name, purpose) {
  if (!isRoot() || !commandPath('apt-get')) return false;
  console.log(`Installing Debian ${name} for ${purpose} (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  return true;
}
