// Runs the Nu Html Checker (vnu.jar from the vnu-jar package) once over many files; one JVM start
// for the whole site keeps it to seconds.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

// The package's main export is the jar's path (a String object carrying a helper).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

export function validateHtml(files: string[]): VnuMessage[] {
  // --no-langdetect: guessing each page's language only ever yields warnings, and costs seconds.
  const result = spawnSync(
    'java',
    ['-Xss1024k', '-jar', vnuJar, '--format', 'json', '--no-langdetect', '--exit-zero-always', ...files],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.error) throw result.error;
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] };
  return report.messages;
}

/** "dist/about/index.html:12:5  message  «extract»" for the console. */
export function describe(m: VnuMessage, root: string): string {
  const file = decodeURIComponent(m.url.replace(/^file:/, '')).replace(`${root}/`, '');
  const extract = m.extract ? `  «${m.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}»` : '';
  return `${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}  ${m.message}${extract}`;
}
