// The SQLite data folder holds personal data: the folder is created 0700 and the database 0600
// (SQLite gives its -wal and -shm files the database's mode). Existing ones that are more open are
// reported, not changed: the operator may have a reason, and should decide.
import { closeSync, existsSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DB_FILE } from './sqlite-core.js';

const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Creates the folder and an empty database file with private modes, if missing. */
export function createDataFiles(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const dbPath = path.join(dataDir, DB_FILE);
  if (!existsSync(dbPath)) closeSync(openSync(dbPath, 'a', PRIVATE_FILE));
}

/** One warning per folder or file that group or others may read, with the command that fixes it. */
export function openPermissionWarnings(dataDir: string): string[] {
  const files = [dataDir, ...['', '-wal', '-shm'].map((suffix) => path.join(dataDir, DB_FILE + suffix))];
  return files
    .filter((file) => existsSync(file) && (statSync(file).mode & 0o077) !== 0)
    .map((file) => {
      const mode = (statSync(file).mode & 0o777).toString(8).padStart(4, '0');
      const wanted = file === dataDir ? '700' : '600';
      return `${file} is open to other users (mode ${mode}) but holds personal data. Run: chmod ${wanted} ${file}`;
    });
}

/** Throws (with the reason) unless a file can be created in the folder right now. */
export function checkWritable(dataDir: string): void {
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  writeFileSync(probe, '', { mode: PRIVATE_FILE });
  rmSync(probe);
}
