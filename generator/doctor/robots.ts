// robots.txt exists and tells search engines where the sitemap is.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Check } from './types';

export const robots: Check = ({ model, outDir }) => {
  const file = path.join(outDir, 'robots.txt');
  const expected = `${model.site.origin.replace(/\/$/, '')}/sitemap.xml`;
  const hint = `It needs the line "Sitemap: ${expected}". Check "site.origin" in site.json and rebuild; otherwise generator/pages/sitemap.ts has a bug.`;
  if (!existsSync(file))
    return [
      {
        check: 'robots',
        severity: 'error',
        pointer: '/site/origin',
        message: 'The built site has no robots.txt.',
        hint,
      },
    ];
  const named = [...readFileSync(file, 'utf8').matchAll(/^\s*sitemap:\s*(\S+)\s*$/gim)].map((m) => m[1]);
  if (named.includes(expected)) return [];
  return [
    {
      check: 'robots',
      severity: 'error',
      pointer: '/site/origin',
      hint,
      message: named.length
        ? `robots.txt names the sitemap ${named.join(', ')} instead of ${expected}.`
        : 'robots.txt does not name the sitemap.',
    },
  ];
};
