#!/usr/bin/env node
// Mutation testing (StrykerJS, Vitest runner) of the shared rules (packages/domain) and the
// server's rule modules (server/stryker*.config.mjs name them). Writes the full reports to
// reports/mutation/<set>.{html,json} and the summary (score per module, time
// taken, every mutant left alive: those shown equivalent with why, from
// scripts/mutation-equivalents.mjs, and the rest) to docs/mutation.md.
//
//   npm run mutation                  both sets
//   npm run mutation -- --only domain just one set (domain | server-stock | server-auth |
//                                     server-invoices | server-units)
//   npm run mutation -- --concurrency 2
//   npm run mutation -- --report-only  rewrite the summary from the last reports
//   npm run mutation -- --fresh        forget earlier results (a full run, as in a fresh clone)
//
// A later run is incremental: Stryker retests only the mutants whose code or covering tests
// changed (reports/mutation/<set>-incremental.json, not committed).
//
// The server's tests run on in-memory SQLite here: TEST_DATABASE_URL is removed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EQUIVALENTS } from './mutation-equivalents.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only');
const concurrency = option('--concurrency') ?? '2';
const reportOnly = args.includes('--report-only');
const fresh = args.includes('--fresh');
const summaryFile = path.join(root, 'docs/mutation.md');
/** A set's score below this fails the command. */
const REQUIRED_SCORE = 90;

const SETS = [
  { name: 'domain', dir: 'packages/domain', title: 'Shared rules (packages/domain)' },
  {
    name: 'server-stock',
    dir: 'server',
    config: 'stryker.stock.config.mjs',
    title: 'Server: stock movements, quantities, repacks, reasons',
  },
  {
    name: 'server-auth',
    dir: 'server',
    config: 'stryker.config.mjs',
    title: 'Server: sign-in, refresh and logout, the permission table and its check',
  },
  {
    name: 'server-invoices',
    dir: 'server',
    config: 'stryker.invoices.config.mjs',
    title:
      'Server: shipments (status changes and their stock, issuing, stock-out and stock-in lines)',
  },
  {
    name: 'server-units',
    dir: 'server',
    config: 'stryker.units.config.mjs',
    title: 'Server: signed tokens and sign-in pacing (unit tests)',
  },
];

// Statuses as the mutation-testing report schema names them.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Where Stryker keeps a set's results for the next run (the configs name it so). */
const incrementalFile = (set) => path.join(root, `reports/mutation/${set.name}-incremental.json`);

function runSet(set) {
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (fresh) fs.rmSync(incrementalFile(set), { force: true });
  const incremental = fs.existsSync(incrementalFile(set));
  const started = Date.now();
  const res = spawnSync(
    'npx',
    ['stryker', 'run', ...(set.config ? [set.config] : []), '--concurrency', concurrency],
    {
      cwd: path.join(root, set.dir),
      stdio: 'inherit',
      env,
    },
  );
  return {
    status: res.status ?? 1,
    seconds: Math.round((Date.now() - started) / 1000),
    incremental,
  };
}

function score(mutants) {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const total = detected + undetected;
  return { detected, undetected, total, score: total ? (100 * detected) / total : 100 };
}

const pct = (n) => `${n.toFixed(2)}%`;

/** The source text a mutant replaced (locations: 1-based lines, 1-based columns). */
function originalOf(source, { start, end }) {
  const lines = source.split('\n').slice(start.line - 1, end.line);
  if (lines.length === 1) return lines[0].slice(start.column - 1, end.column - 1);
  lines[0] = lines[0].slice(start.column - 1);
  lines[lines.length - 1] = lines[lines.length - 1].slice(0, end.column - 1);
  return lines.join('\n');
}

const whyEquivalent = (file, m, original, lineText) =>
  EQUIVALENTS.find(
    (e) =>
      e.file === file &&
      e.mutator === m.mutatorName &&
      e.original === original &&
      e.replacement === m.replacement &&
      (e.near === undefined || lineText.includes(e.near)),
  )?.reason;
const oneLine = (s) => s.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 100);

const minutes = (s) => `${Math.floor(s / 60)} min ${s % 60} s`;
/** The time of a full run a summary section states, in seconds. */
const fullRunOf = (text) => {
  const found = /A full run: (\d+) min (\d+) s/.exec(text);
  return found ? Number(found[1]) * 60 + Number(found[2]) : undefined;
};
/** How long a run took; an incremental one keeps the last full run's time beside its own. */
function timeText(seconds, incremental, lastFull) {
  if (seconds === undefined)
    return lastFull === undefined ? '' : ` A full run: ${minutes(lastFull)}.`;
  if (!incremental) return ` A full run: ${minutes(seconds)}.`;
  const full = lastFull === undefined ? '' : ` A full run: ${minutes(lastFull)} (last measured);`;
  return `${full} this incremental run (earlier results reused): ${minutes(seconds)}.`;
}

function summarise(set, seconds, incremental) {
  const report = JSON.parse(
    fs.readFileSync(path.join(root, `reports/mutation/${set.name}.json`), 'utf8'),
  );
  const files = Object.entries(report.files)
    .map(([file, f]) => [path.relative(root, path.resolve(root, set.dir, file)), f])
    .sort(([a], [b]) => a.localeCompare(b));
  const all = score(files.flatMap(([, f]) => f.mutants));
  const lines = [
    `## ${set.title}`,
    '',
    `Score **${pct(all.score)}** (${all.detected} of ${all.total} mutants detected).` +
      timeText(seconds, incremental, fullRunOf(sectionOf(set) ?? '')),
    '',
    '| Module | Score | Detected | Left alive | of which explained |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  const equivalent = [];
  const unexplained = [];
  for (const [file, f] of files) {
    const s = score(f.mutants);
    const alive = f.mutants
      .filter((m) => UNDETECTED.has(m.status))
      .sort(
        (a, b) =>
          a.location.start.line - b.location.start.line ||
          a.location.start.column - b.location.start.column,
      );
    let explained = 0;
    for (const m of alive) {
      const original = originalOf(f.source, m.location);
      const where = `${file}:${m.location.start.line}`;
      const change = `\`${oneLine(original)}\` → \`${oneLine(m.replacement ?? '')}\``;
      const lineText = f.source.split('\n')[m.location.start.line - 1] ?? '';
      const reason = whyEquivalent(file, m, original, lineText);
      if (reason) {
        explained += 1;
        equivalent.push(`| ${where} | ${m.mutatorName} | ${change} | ${reason} |`);
      } else unexplained.push(`| ${where} | ${m.mutatorName} | ${change} | ${m.status} |`);
    }
    lines.push(`| ${file} | ${pct(s.score)} | ${s.detected} | ${s.undetected} | ${explained} |`);
  }
  lines.push('', `### Left alive, explained (${equivalent.length})`, '');
  if (equivalent.length) {
    lines.push(
      '| Where | Mutator | Change | Why no test kills it |',
      '| --- | --- | --- | --- |',
      ...equivalent,
    );
  } else lines.push('None.');
  lines.push('', `### Left alive, not explained (${unexplained.length})`, '');
  if (unexplained.length) {
    lines.push(
      '| Where | Mutator | Change | Status |',
      '| --- | --- | --- | --- |',
      ...unexplained,
    );
  } else lines.push('None.');
  return { text: lines.join('\n'), score: all.score };
}

const sets = SETS.filter((s) => !only || only === s.name);
if (!sets.length) {
  console.error(`--only takes one of: ${SETS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

// A set not run this time keeps the section of its last run.
const previous = fs.existsSync(summaryFile) ? fs.readFileSync(summaryFile, 'utf8') : '';
const sectionOf = (set) => {
  const start = previous.indexOf(`## ${set.title}`);
  if (start < 0) return undefined;
  const end = previous.indexOf('\n## ', start + 1);
  return previous.slice(start, end < 0 ? undefined : end).trimEnd();
};

let failed = false;
const sections = new Map();
for (const set of sets) {
  if (reportOnly && !fs.existsSync(path.join(root, `reports/mutation/${set.name}.json`))) continue;
  const { status, seconds, incremental } = reportOnly
    ? { status: 0, seconds: undefined, incremental: false }
    : runSet(set);
  if (status !== 0) {
    console.error(`!!! stryker (${set.name}) exited ${status}`);
    failed = true;
    continue;
  }
  const { text, score: s } = summarise(set, seconds, incremental);
  sections.set(set.name, text);
  if (s < REQUIRED_SCORE) {
    console.error(`!!! ${set.name}: mutation score ${pct(s)} is below ${REQUIRED_SCORE}%`);
    failed = true;
  }
}

const body = SETS.map((set) => sections.get(set.name) ?? sectionOf(set)).filter(Boolean);
const times = SETS.map((set) => [
  set.name,
  fullRunOf(sections.get(set.name) ?? sectionOf(set) ?? ''),
]);
const timing = times.every(([, t]) => t !== undefined)
  ? [
      `Time of the last full run of each set: ${times.map(([n, t]) => `${n} ${minutes(t)}`).join(', ')}; ` +
        `all of them: ${minutes(times.reduce((sum, [, t]) => sum + t, 0))}.`,
      '',
    ]
  : [];
fs.writeFileSync(
  summaryFile,
  [
    '# Mutation testing',
    '',
    'Written by `npm run mutation` (scripts/mutation.mjs): StrykerJS with its Vitest runner mutates',
    "the shared rules (packages/domain/stryker.config.mjs) and the server's rule modules",
    '(server/stryker*.config.mjs, their tests on in-memory SQLite), and counts a mutant detected when',
    'a test fails (or times out) with it. Every mutant left alive is listed: first those',
    'explained (equivalent: no behaviour can tell them apart; or, where the reason says so, never',
    'switched on by Stryker; the reasons are kept in scripts/mutation-equivalents.mjs, keyed by',
    'file, mutator and the text changed), which still count against the score, then any not',
    'explained. The full reports:',
    'reports/mutation/<set>.html.',
    '',
    ...timing,
    ...body.flatMap((text) => [text, '']),
  ].join('\n'),
);
console.log(`\nSummary written to ${path.relative(root, summaryFile)}`);
process.exit(failed ? 1 : 0);
