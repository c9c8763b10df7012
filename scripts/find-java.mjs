// Java for the HTML validity check (`vnu-jar`): JAVA_PATH, `java` on the PATH, else Debian's
// default-jre-headless installed as root.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

function javaOnPath() {
  const found = spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

export function findJava({ install = true } = {}) {
  if (process.env.JAVA_PATH && existsSync(process.env.JAVA_PATH)) return process.env.JAVA_PATH;
  const found = javaOnPath();
  if (found || !install) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasAptGet) return undefined;
  console.log('Installing Debian default-jre-headless for the HTML validity check (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { stdio: 'inherit', env });
  return javaOnPath();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findJava();
  if (!path) {
    console.error(
      'No Java for the HTML validity check: install Debian\'s "default-jre-headless" or set JAVA_PATH.',
    );
    process.exit(1);
  }
  console.log(path);
}
