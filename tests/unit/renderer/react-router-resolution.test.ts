// `react-router-dom` is React Router itself for every tool: the Vite bundles (browser and server), Vitest
// and TypeScript. No alias points the name at code of ours.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';

/** The package, or in the dev server Vite's pre-bundled copy of it. */
const fromNodeModules = /\/node_modules\/(react-router(-dom)?\/|\.vite\/deps\/react-router-dom\.js)/;

describe('react-router-dom', () => {
  it('resolves to the package in both Vite bundles', async () => {
    const vite = await createServer({
      configFile: 'vite.config.ts',
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'silent',
    });
    try {
      for (const environment of [vite.environments.client, vite.environments.ssr]) {
        const resolved = await environment.pluginContainer.resolveId(
          'react-router-dom',
          `${process.cwd()}/src/renderer/routes.tsx`,
        );
        expect(resolved?.id, environment.name).toMatch(fromNodeModules);
      }
    } finally {
      await vite.close();
    }
  });

  it('is the package in Vitest and for Node', async () => {
    const router = await import('react-router-dom');
    expect(typeof router.createBrowserRouter).toBe('function');
    expect(typeof router.createStaticHandler).toBe('function');
    expect(createRequire(import.meta.url).resolve('react-router-dom')).toMatch(fromNodeModules);
  });

  it('has no path alias in tsconfig.json', () => {
    const { compilerOptions } = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as {
      compilerOptions: { paths?: Record<string, string[]> };
    };
    expect(Object.keys(compilerOptions.paths ?? {})).not.toContain('react-router-dom');
  });
});
