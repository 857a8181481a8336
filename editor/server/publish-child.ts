// Runs a publish's build (publish-build.ts) in a child process, so the editor stays responsive, and
// hands on each progress message; resolves with its result, or rejects with why it failed in words.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildMessage } from './publish-build';
import { currentLanguage, t } from '../shared/i18n';

const BUILD_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'publish-build.ts');

export type BuildDone = Extract<BuildMessage, { type: 'done' }>;
export type BuildProgressMessage = Extract<BuildMessage, { type: 'progress' }>;

export function buildInChild(
  siteFile: string,
  outDir: string,
  onProgress: (message: BuildProgressMessage) => void,
): Promise<BuildDone> {
  return new Promise((resolve, reject) => {
    let output = '';
    let result: BuildMessage | undefined;
    // The editor's language, so the doctor's findings come in it (generator/doctor/say.ts).
    const child = fork(BUILD_SCRIPT, [siteFile, outDir, currentLanguage()], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('message', (message: BuildMessage) => {
      if (message.type === 'progress') onProgress(message);
      else result = message;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (result?.type === 'done') {
        resolve(result);
        return;
      }
      if (output.trim()) console.error(`The publish's build failed:\n${output.trim()}`); // the causes, for whoever reads the editor's log
      reject(
        new Error(
          t('server.publish.buildFailed', {
            reason:
              result?.type === 'failed'
                ? result.message
                : t('server.publish.buildStopped', { code: String(code), output: output.trim() }),
          }),
        ),
      );
    });
  });
}
