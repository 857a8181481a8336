// The editor's own Vite config (its app is never part of the public site's bundle). Served as Vite
// middleware by editor/server/app.ts, without hot reload: no inline script, so the CSP holds. The forms'
// validator module is made there too (editor/build/form-validators.ts): its runtime helpers are listed below.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../node_modules/.vite-editor', import.meta.url)),
  appType: 'custom',
  oxc: { jsx: { runtime: 'automatic' } },
  optimizeDeps: {
    include: ['react', 'react-dom/client', 'react/jsx-runtime', '@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8', 'ajv/dist/runtime/ucs2length', 'ajv-formats/dist/formats', 'morphdom'],
  },
});
