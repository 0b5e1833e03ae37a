// A throwaway PostgreSQL cluster for tests and benchmarks: started in a temp folder,
// listening on loopback only, removed on stop. Uses the installed server binaries.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) throw new Error('no PostgreSQL server binaries in /usr/lib/postgresql');
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('initdb not found');
  return path.join(base, versions[0], 'bin');
}

export function startPostgres({ port = 54329 + Math.floor(Math.random() * 500) } = {}) {
  const bin = findBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-pg-'));
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the cluster as the postgres user.
  if (asRoot) execFileSync('chown', ['-R', 'postgres:', dir]);
  const exec = (cmd, args) => {
    const full = path.join(bin, cmd);
    const res = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  const data = path.join(dir, 'data');
  exec('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  exec('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  exec('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'dawa']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/dawa`,
    stop() {
      try {
        exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
