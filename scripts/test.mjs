#!/usr/bin/env node
// Runs every test, one suite after another, each with every core: the unit and service tests
// (Vitest) on SQLite, the server's tests again on a throwaway PostgreSQL, then the browser tests
// (Playwright, Debian's Chromium). The browser tests alone keep both cores of the CI machine
// busy: a suite run beside them only slowed both (the PostgreSQL suite took 915 s beside them,
// 130 s on its own). Ends with the line `N passed, N failed` that CI reads.
//
//   npm test                 everything available on this machine
//   npm test -- --only unit  just one part (unit | postgres | e2e)
//
// With CI=true a missing PostgreSQL or Chromium is a failure, not a skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const strict = process.env.CI === 'true';
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Every failed test by name, listed again just before the last line (CI shows only the end). */
const failures = [];

function run(label, cmd, cmdArgs, options = {}) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...options });
  return res.status ?? 1;
}

// Vitest's default is cores - 1 workers: one on a 2-core machine. Every suite runs alone, so
// each takes every core; DAWA_TEST_WORKERS overrides it.
const cores = os.availableParallelism();
const workers = Number(process.env.DAWA_TEST_WORKERS) || cores;
const vitestArgs = (out, maxWorkers) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  `--maxWorkers=${maxWorkers}`,
];

function vitest(label, workspace, extraEnv = {}) {
  const out = path.join(reports, `${label}.json`);
  const status = run(label, 'npx', vitestArgs(out, workers), {
    cwd: path.join(root, workspace),
    env: { ...process.env, ...extraEnv },
  });
  countVitest(label, out, status);
}

function countVitest(label, out, status) {
  if (!fs.existsSync(out)) {
    problems.push(`${label}: no report (exit ${status})`);
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') {
        const why = firstLine(t.failureMessages?.[0]);
        failures.push(`${label}: ${path.relative(root, file.name)} > ${t.fullName} (${why})`);
      }
    }
  }
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A suite that failed to load counts as a failure even with no failed test.
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  );
  if (brokenFiles.length) {
    totals.failed += brokenFiles.length;
    problems.push(`${label}: ${brokenFiles.length} test file(s) failed to run`);
  }
  if (status !== 0 && r.numFailedTests === 0 && !brokenFiles.length) {
    totals.failed += 1;
    problems.push(`${label}: vitest exited ${status}`);
  }
}

/** The first line of an error message, without terminal colours, short enough for a summary. */
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

function firstLine(message = '') {
  return message.replace(COLOURS, '').trim().split('\n')[0].slice(0, 200);
}

/** The unexpected results of a Playwright JSON report, as "e2e: file > title [project]". */
function playwrightFailures(suites, titles = []) {
  const found = [];
  for (const suite of suites) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') {
          const why = firstLine(t.results?.at(-1)?.error?.message);
          found.push(`e2e: ${[...here, spec.title].join(' > ')} (${why})`);
        }
      }
    }
    found.push(...playwrightFailures(suite.suites ?? [], here));
  }
  return found;
}

const want = (part) => !only || only === part;

if (want('unit')) {
  vitest('domain', 'packages/domain');
  vitest('server-sqlite', 'server');
  vitest('web', 'web');
}

if (want('postgres')) {
  let pg;
  try {
    pg = startPostgres();
  } catch (e) {
    const msg = `PostgreSQL not available (${e.message}): server tests ran on SQLite only`;
    if (strict) {
      problems.push(msg);
      totals.failed += 1;
    } else console.warn(`\n!!! ${msg}`);
  }
  if (pg) {
    try {
      vitest('server-postgres', 'server', { TEST_DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  }
}

if (want('e2e')) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    const msg = `Chromium not found at ${chromium} (apt-get install chromium): browser tests not run`;
    if (strict) {
      problems.push(msg);
      totals.failed += 1;
    } else console.warn(`\n!!! ${msg}`);
  } else if (fs.existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
    if (run('web build', 'npm', ['run', 'build', '-w', 'web']) !== 0) {
      problems.push('web build failed');
      totals.failed += 1;
    } else {
      const out = path.join(reports, 'e2e.json');
      const status = run('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
        cwd: path.join(root, 'e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
      if (fs.existsSync(out)) {
        const report = JSON.parse(fs.readFileSync(out, 'utf8'));
        failures.push(...playwrightFailures(report.suites ?? []));
        const s = report.stats;
        totals.passed += s.expected + s.flaky;
        totals.failed += s.unexpected;
        totals.skipped += s.skipped;
        if (status !== 0 && s.unexpected === 0) {
          totals.failed += 1;
          problems.push(`e2e: playwright exited ${status}`);
        }
      } else {
        problems.push(`e2e: no report (exit ${status})`);
        totals.failed += 1;
      }
    }
  }
}

for (const f of failures) console.error(`✗ ${f}`);
for (const p of problems) console.error(`!!! ${p}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
