// What the benchmark scripts share: the repository's folders and their command-line options.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(benchDir, '..');
export const resultsDir = path.join(benchDir, 'results');

const argv = process.argv.slice(2);

/** The value after `--name`, or the fallback. */
export function opt(name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
}

/** Whether `--name` was given. */
export const flag = (name: string): boolean => argv.includes(`--${name}`);

/** `--profile-server DIR`: the server started by a benchmark writes a V8 CPU profile there
 * when it stops (open it in Chrome's DevTools), to see where a figure's time goes. */
const profileDir = opt('profile-server', '');

/** The server's command line (server/src/main.ts) in a child process, its output piped. */
export function serverCommand(args: string[]): ChildProcess {
  const profile =
    profileDir && args[0] === 'start' ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  return spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(root, 'server/src/main.ts'), ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

/** Runs a server command (seed, seed-stock...) to its end, its output shown. */
export async function runServerCommand(args: string[]): Promise<void> {
  const child = serverCommand(args);
  child.stdout?.on('data', (d: Buffer) => process.stdout.write(d));
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  if (code !== 0) throw new Error(`${args[0]} exited ${code}`);
}

/** Starts the server on 127.0.0.1:port and waits until it answers /health. */
export async function startServer(url: string, port: number): Promise<ChildProcess> {
  const args = ['start', '--database-url', url, '--port', String(port), '--host', '127.0.0.1'];
  const child = serverCommand([...args, '--log-level', 'warn']);
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}
