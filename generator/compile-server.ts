// `npm run build:server [-- --out DIR]`: the server and the shared/ code it imports (the contact rules
// among it) as plain JavaScript (tsconfig.server.json), so a production install runs them with `node`,
// without tsx or the build tools.
// The SQLite worker's entry is plain JavaScript already: it is copied beside the compiled store.
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './paths';

function compileServer(outDir: string): void {
  const tsc = path.join(projectRoot, 'node_modules/.bin/tsc');
  const { status } = spawnSync(tsc, ['-p', path.join(projectRoot, 'tsconfig.server.json'), '--outDir', outDir], {
    stdio: 'inherit',
  });
  if (status !== 0)
    throw new Error(
      `Compiling the server failed (tsc exited ${status}): fix the type errors above and run "npm run build:server" again.`,
    );
  copyFileSync(
    path.join(projectRoot, 'server/store/sqlite-worker.mjs'),
    path.join(outDir, 'server/store/sqlite-worker.mjs'),
  );
}

const out = process.argv.indexOf('--out');
compileServer(out > 0 ? path.resolve(process.argv[out + 1]!) : path.join(projectRoot, 'server-build'));
