// Entry of the SQLite worker thread, in plain JavaScript so it starts the same everywhere: in the
// compiled server (npm run serve) the thread's module is JavaScript beside this file; from source
// (tsx, Vitest) tsx's loader compiles the TypeScript.
import { existsSync } from 'node:fs';

const compiled = new URL('./sqlite-thread.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./sqlite-thread.ts');
}
