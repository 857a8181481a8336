// Each site's pictures and logo are in its own folder (generator/paths.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, sitePaths } from '../../../generator/paths';

const siteIn = (dir: string, site: object = {}) => {
  const file = path.join(dir, 'site.json');
  writeFileSync(file, JSON.stringify({ site }));
  return file;
};

describe('sitePaths', () => {
  it('takes the folder site.assets names, relative to the site file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paths-'));
    expect(sitePaths(siteIn(dir, { assets: '../shared-assets' })).imagesDir).toBe(
      path.resolve(dir, '../shared-assets/images'),
    );
  });

  it('else the assets folder beside the site file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paths-'));
    mkdirSync(path.join(dir, 'assets/images'), { recursive: true });
    expect(sitePaths(siteIn(dir)).imagesDir).toBe(path.join(dir, 'assets/images'));
  });

  it("else, for a site with no pictures of its own (a test fixture), the project's", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paths-'));
    expect(sitePaths(siteIn(dir)).imagesDir).toBe(path.join(projectRoot, 'assets/images'));
    expect(sitePaths().imagesDir).toBe(path.join(projectRoot, 'assets/images'));
  });
});
