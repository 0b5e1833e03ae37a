// Real servers (fresh SQLite with demo data) and Debian's Chromium. One server per worker
// (tests/fixtures.ts points each worker at its own), and one with a 3-minute token and
// 1-minute inactivity for the session specs. A browser test waits on the network and the
// page far more than it computes (about 40% of one core per worker), so three workers
// share the two cores of the CI machine; E2E_WORKERS changes the number.
import { defineConfig } from '@playwright/test';
import { e2eDatabaseFile } from './tests/databases';

export const WORKERS = Number(process.env.E2E_WORKERS) || 3;
export const SHORT_SESSION_PORT = 8610;
/** The server of the worker with this parallel index. */
export const mainPort = (parallelIndex: number) => 8611 + parallelIndex;

// One name per run, kept in the environment so the workers (which load this file again) and
// the teardown agree; the teardown removes the run's databases (about 400 MB a run).
process.env.DAWA_E2E_RUN ??= `${process.pid}-${Date.now()}`;
const database = (name: string) =>
  `sqlite:${e2eDatabaseFile(name, process.env.DAWA_E2E_RUN ?? '')}`;
const server = (name: string, port: number, extra = '') =>
  `node --import tsx ../server/src/main.ts start --demo-data --database-url ${database(name)} --port ${port} --web-dist ../web/dist --log-level warn ${extra}`;

const webServer = (name: string, port: number, extra = '') => ({
  command: server(name, port, extra),
  url: `http://127.0.0.1:${port}/login`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  globalTeardown: './tests/teardown.ts',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON reporter writes where PLAYWRIGHT_JSON_OUTPUT_NAME says.
  reporter: [['list'], ['json']],
  use: {
    viewport: { width: 1280, height: 800 },
    // The app honours the system's "reduce motion" (no transitions, no ripples): steps do not
    // wait for dialogs to fade, and the browsers spend less of the shared cores drawing.
    reducedMotion: 'reduce',
    // A trace records every action's page (DOM snapshots, screencast): on the CI machine's two
    // cores it costs the run minutes, and CI keeps no artifacts: there the failure list says which
    // test to run again here, traced.
    trace: process.env.CI === 'true' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    ...Array.from({ length: WORKERS }, (_, i) => webServer(`main-${i}`, mainPort(i))),
    webServer('short', SHORT_SESSION_PORT, '--access-token-minutes 3 --inactivity-minutes 1'),
  ],
});
