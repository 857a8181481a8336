// Entry of the SQLite worker thread, in plain JavaScript so it starts the same under tsx, Vitest and
// node: tsx's loader compiles the TypeScript it imports.
import { register } from 'tsx/esm/api';

register();
await import('./sqlite-thread.ts');
