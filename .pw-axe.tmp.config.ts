import base from '/work/main/playwright.config';
import { defineConfig } from '@playwright/test';
const port = Number(process.env.E2E_PORT);
export default defineConfig({
  ...base,
  testDir: '/work/main/tests/e2e',
  reporter: [['line']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: { ...(base.webServer as object), command: 'npx tsx server/main.ts', cwd: '/work/main', url: `http://127.0.0.1:${port}/`, env: { ...(base.webServer as any).env, PORT: String(port), DIST_DIR: '/tmp/realdist' } } as any,
});
