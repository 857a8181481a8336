// The doctor on the real built site: zero errors. `npm test` builds dist/ before Vitest runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doctor } from '../../../generator/doctor';
import { projectRoot } from '../../../generator/paths';

const outDir = path.join(projectRoot, 'dist');
const built = existsSync(path.join(outDir, 'sitemap.xml'));
if (!built) console.warn('Skipping the doctor on the real site: dist/ is missing. Run `npm run build` first (npm test does).');

describe('doctor on the real site', () => {
  it.skipIf(!built)('finds no errors in dist/', async () => {
    const result = await doctor({ siteFile: path.join(projectRoot, 'site.json'), outDir });
    const errors = result.findings.filter((f) => f.severity === 'error');
    // On failure the message is the doctor's own report, which says where and how to fix.
    expect(errors.length, result.lines.join('\n')).toBe(0);
  });
});
