// A PostgreSQL for the storage tests: TEST_DATABASE_URL, else, as root, Debian's (installed when
// missing), started and given a test role and database.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { aptInstall, isRoot } from './apt-install.mjs';

const ROLE = 'studio_test';
const PASSWORD = 'studio_test';
const DATABASE = 'studio_test';

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

function asPostgres(sql, database = 'postgres') {
  return run('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -qAt -d ${database} -c "${sql}"`]);
}

export function findPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL };
  if (!isRoot()) return { reason: 'not running as root and TEST_DATABASE_URL is not set' };

  if (!existsSync('/usr/bin/pg_ctlcluster')) {
    if (!aptInstall('postgresql', 'the storage tests')) {
      return { reason: 'PostgreSQL is not installed and apt-get is not available' };
    }
    if (!existsSync('/usr/bin/pg_ctlcluster'))
      return { reason: 'apt-get could not install postgresql' };
  }

  const listed = run('pg_lsclusters', ['-h']);
  const [cluster] = listed.status === 0 ? listed.stdout.trim().split('\n') : [];
  if (!cluster) return { reason: 'no PostgreSQL cluster exists (pg_lsclusters is empty)' };
  const [version, name, port, status] = cluster.split(/\s+/);
  if (status !== 'online') {
    const started = run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start']);
    if (started.status !== 0)
      return { reason: `PostgreSQL ${version}/${name} did not start: ${started.stderr.trim()}` };
  }
  const roleExists = asPostgres(`select 1 from pg_roles where rolname='${ROLE}'`);
  if (roleExists.status !== 0)
    return { reason: `cannot reach PostgreSQL as postgres: ${roleExists.stderr.trim()}` };
  if (roleExists.stdout.trim() !== '1') {
    asPostgres(`create role ${ROLE} login createdb password '${PASSWORD}'`);
  }
  const dbExists = asPostgres(`select 1 from pg_database where datname='${DATABASE}'`);
  if (dbExists.stdout.trim() !== '1') asPostgres(`create database ${DATABASE} owner ${ROLE}`);
  else asPostgres(`alter database ${DATABASE} owner to ${ROLE}`);
  return { url: `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = findPostgres();
  if (result.url) console.log(result.url);
  else {
    console.error(`No PostgreSQL for the storage tests: ${result.reason}.`);
    process.exit(1);
  }
}
