// robots.txt exists and tells search engines where the sitemap is.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { say } from './say';
import type { Check } from './types';

export const robots: Check = ({ model, outDir }) => {
  const file = path.join(outDir, 'robots.txt');
  const expected = `${model.site.origin.replace(/\/$/, '')}/sitemap.xml`;
  if (!existsSync(file))
    return [
      {
        check: 'robots',
        severity: 'error',
        pointer: '/site/origin',
        ...say('robotsMissing', expected),
      },
    ];
  const named = [...readFileSync(file, 'utf8').matchAll(/^\s*sitemap:\s*(\S+)\s*$/gim)].map((m) => m[1]);
  if (named.includes(expected)) return [];
  return [
    {
      check: 'robots',
      severity: 'error',
      pointer: '/site/origin',
      ...(named.length ? say('robotsOtherSitemap', expected, named) : say('robotsNoSitemap', expected)),
    },
  ];
};
