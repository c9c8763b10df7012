// Java for the HTML validity check (`vnu-jar`): JAVA_PATH, `java` on the PATH, else Debian's
// default-jre-headless installed as root.
import { existsSync } from 'node:fs';
import { aptInstall, commandPath } from './apt-install.mjs';

export function findJava({ install = true } = {}) {
  if (process.env.JAVA_PATH && existsSync(process.env.JAVA_PATH)) return process.env.JAVA_PATH;
  const found = commandPath('java');
  if (found || !install) return found;
  if (!aptInstall('default-jre-headless', 'the HTML validity check')) return undefined;
  return commandPath('java');
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
