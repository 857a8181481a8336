// Vite builds only the browser bundle; pages are prerendered by generator/build.ts.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    rollupOptions: { input: 'src/renderer/entry-client.tsx' },
  },
});
