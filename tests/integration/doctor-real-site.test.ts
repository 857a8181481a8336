// The doctor on the real built site: zero errors. The built site comes from this project's globalSetup
// (tests/setup/built-site.ts); without one the test fails saying so.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doctor } from '../../generator/doctor/doctor';
import { projectRoot } from '../../generator/paths';
import { requireBuiltSite } from '../setup/require-built-site';

describe('doctor on the real site', () => {
  it('finds no errors in dist/', async () => {
    const outDir = requireBuiltSite();
    const result = await doctor({ siteFile: path.join(projectRoot, 'site.json'), outDir });
    const errors = result.findings.filter((f) => f.severity === 'error');
    // On failure the message is the doctor's own report, which says where and how to fix.
    expect(errors.length, result.lines.join('\n')).toBe(0);
  });
});
