// The editor's own Vite config (its app is never part of the public site's bundle). Built by
// editor/build/editor-app.ts and served as files by editor/server/editor-ui.ts (as Vite middleware,
// without hot reload, with EDITOR_DEV=1). The forms' validator module is made by a plugin of
// editor/build/form-validators.ts: its runtime helpers are listed below.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../node_modules/.vite-editor', import.meta.url)),
  appType: 'custom',
  oxc: { jsx: { runtime: 'automatic' } },
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      'react/jsx-runtime',
      '@rjsf/core',
      '@rjsf/utils',
      '@rjsf/validator-ajv8',
      'ajv/dist/runtime/ucs2length',
      'ajv-formats/dist/formats',
      'morphdom',
    ],
  },
  build: {
    // The CSP allows no inline script: no inline modulepreload polyfill in the built page.
    modulePreload: { polyfill: false },
    // One app for this machine, loaded once and then kept by its hashed name: its size is no warning's business.
    chunkSizeWarningLimit: 4096,
    // rjsf's "use client" directives mean nothing outside React Server Components.
    rollupOptions: {
      onwarn: (warning, warn) => {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
