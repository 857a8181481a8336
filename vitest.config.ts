import { defineConfig } from 'vitest/config';
import { styledComponentsOptions } from './vite.config';

export default defineConfig({
  // The same styled-components transform as the server and browser bundles (vite.config.ts).
  oxc: { plugins: { styledComponents: styledComponentsOptions({ displayName: false }) } },
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
