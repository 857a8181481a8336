// Browser tests run in Debian's Chromium against the real server serving the built dist/.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: 2,
  retries: 0,
  // Its own folder: Playwright empties it at start, and the Vitest reports beside it must outlive that.
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/playwright.json' }]],
  // `npm test` runs the editor's timed spec on its own first, then the rest with E2E_SKIP naming it.
  testIgnore: process.env.E2E_SKIP ? [process.env.E2E_SKIP] : [],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    // node itself, not the npx/tsx wrappers (a second or two less to start).
    command: `${JSON.stringify(process.execPath)} --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: 'dist',
      DATA_DIR: path.join(os.tmpdir(), `e2e-data-${port}`),
      RATE_LIMIT_MAX: '10000',
    },
  },
});
