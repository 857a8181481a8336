// Every built page is valid HTML by the Nu Html Checker (the W3C validator): zero errors.
// Warnings and infos (e.g. "trailing slash on void elements", which React writes) are not errors;
// the few checker gaps in vnu-ignore.ts are skipped, each with its reason.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltSite } from '../setup/require-built-site';
import { ensureJava } from './java';
import { describe as describeMessage, validateHtml } from './vnu';
import { isIgnored } from './vnu-ignore';

const dist = requireBuiltSite(); // built by this project's globalSetup; fails here, not skips, when missing

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'img' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe('HTML validity (Nu Html Checker)', () => {
  let javaProblem: string | undefined;
  beforeAll(() => {
    javaProblem = ensureJava();
  }, 600_000);

  it('finds no errors in any built page', () => {
    expect(javaProblem, javaProblem).toBeUndefined();
    const files = htmlFiles(dist);
    expect(files.length).toBeGreaterThan(0);
    const errors = validateHtml(files).filter((m) => m.type !== 'info' && !isIgnored(m.message));
    const report = errors.map((m) => describeMessage(m, dist)).join('\n');
    expect(errors.length, `${errors.length} HTML error(s) in ${files.length} pages:\n${report}`).toBe(0);
  }, 300_000);
});
