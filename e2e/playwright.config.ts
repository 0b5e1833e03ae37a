// Real server (fresh SQLite with demo data) and Debian's Chromium. Two servers: a normal one
// and one with a 3-minute token and 1-minute inactivity for the session specs.
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PORT = 8611;
export const SHORT_SESSION_PORT = 8612;

const run = `${process.pid}-${Date.now()}`;
const database = (name: string) => `sqlite:${join(tmpdir(), `dawa-e2e-${name}-${run}.sqlite`)}`;
const server = (name: string, port: number, extra = '') =>
  `node --import tsx ../server/src/main.ts start --demo-data --database-url ${database(name)} --port ${port} --web-dist ../web/dist --log-level warn ${extra}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON reporter writes where PLAYWRIGHT_JSON_OUTPUT_NAME says.
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
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
    {
      command: server('main', PORT),
      url: `http://127.0.0.1:${PORT}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: server(
        'short',
        SHORT_SESSION_PORT,
        '--access-token-minutes 3 --inactivity-minutes 1',
      ),
      url: `http://127.0.0.1:${SHORT_SESSION_PORT}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
