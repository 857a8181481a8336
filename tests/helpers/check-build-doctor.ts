// What a wizard's saved site.json must pass, as the office manager's site would: `check`, a build into
// a temporary folder, and the doctor on that build. Returns the build's folder.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

const run = promisify(execFile);
const cli = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'generator/cli.ts', ...args], { maxBuffer: 64 << 20 });

export async function checkBuildAndDoctor(siteFile: string): Promise<string> {
  const site = ['--site', siteFile];
  await cli(['check', ...site]);
  const out = await mkdtemp(path.join(os.tmpdir(), 'wizard-dist-'));
  await cli(['build', ...site, '--out', out]);
  const doctor = await cli(['doctor', ...site, '--out', out]).catch((e) => e);
  expect(doctor.code ?? 0, doctor.stdout).toBe(0);
  return out;
}
