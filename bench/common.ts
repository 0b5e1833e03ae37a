// What the benchmark scripts share: the repository's folders and their command-line options.
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
