import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // As in vite.config.ts: the site's own router stands in for React Router.
  resolve: { alias: [{ find: /^react-router-dom$/, replacement: fileURLToPath(new URL('./src/renderer/router.tsx', import.meta.url)) }] },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/quality/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration tests start servers and child processes; two workers match the machine's two cores.
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
