// Vite bundles the browser code (entry-client.tsx) and, for generator/build.ts, the server renderer;
// pages are prerendered by generator/build.ts.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The site's own small router (src/renderer/router.tsx) stands in for React Router in every bundle,
    // server and browser alike, so components keep importing from 'react-router-dom'.
    alias: [{ find: /^react-router-dom$/, replacement: here('./src/renderer/router.tsx') }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    rollupOptions: { input: 'src/renderer/entry-client.tsx' },
  },
});
