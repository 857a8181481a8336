// The editor's app, bundled by Vite once for each version of what it is made from and kept in the
// engine's bundle cache (generator/render/bundle-cache.ts): `npm run edit` serves these files, not a Vite server.
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { CACHE_DIR, cachedBundle, projectRoot, sourcesDigest } from '../../generator/api';
import { formValidatorsPlugin } from './form-validators';

/**
 * What the app is made from: its own folders and the code it shares with the editor's server
 * (editor/shared); the engine modules and top-level shared/ modules it imports (the theme's palette,
 * placeholders, opening hours, lead statuses) with what they import; the schema its forms'
 * validators are compiled from; Vite's and TypeScript's settings and the installed packages.
 */
const SOURCE_DIRS = ['editor/app', 'editor/shared', 'editor/build', 'src', 'generator', 'schema', 'shared'];
const SOURCE_FILES = ['editor/vite.config.ts', 'tsconfig.json', 'package-lock.json', 'package.json'];

/** The editor's Vite settings, for its build and for its development server (EDITOR_DEV=1). */
export const editorViteConfig = (): InlineConfig => ({
  configFile: path.join(projectRoot, 'editor/vite.config.ts'),
  logLevel: 'warn',
  plugins: [formValidatorsPlugin(path.join(projectRoot, 'schema/site.schema.json'))],
});

/**
 * The folder of the built app (index.html, its public files, hashed scripts under assets/): from the
 * cache, or bundled now (`made`). Editors starting side by side each bundle their own and keep the first.
 */
export async function builtEditorApp(cacheDir = CACHE_DIR): Promise<{ dir: string; made: boolean }> {
  return cachedBundle(cacheDir, ['editor-app'], await sourcesDigest(SOURCE_DIRS, SOURCE_FILES), async (into) =>
    (await import('vite'))
      .build({
        ...editorViteConfig(),
        // React's production code and JSX runtime whatever NODE_ENV says (Vitest, which starts editors in tests, sets "test").
        mode: 'production',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { development: false } },
        build: { outDir: into, emptyOutDir: true },
      })
      .then(() => undefined),
  );
}
