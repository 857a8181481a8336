// `npm run audit [-- --runs 3] [-- --all]`: Lighthouse on one page of every kind (or, with --all, on
// every route), served by the real server from dist/. Writes reports/audit.md and prints the same
// table. It reports; it never fails on a score.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '../../check/load';
import { validate } from '../../check/validate';
import { projectRoot, sitePaths } from '../../paths';
import { allPages, pickPages } from './pick-pages';
import { audit, launchChrome, median, type Scores } from './run-lighthouse';
import { serve } from './serve';
import { markdownTable, type Row } from './table';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function main(): Promise<number> {
  const runs = Math.max(1, Number(option('runs') ?? 1) || 1);
  const siteFile = path.resolve(option('site') ?? path.join(projectRoot, 'site.json'));
  const distDir = path.resolve(option('out') ?? path.join(projectRoot, 'dist'));
  const reportFile = path.resolve(option('report') ?? path.join(projectRoot, 'reports/audit.md'));
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`There is no built site in ${distDir}. Run \`npm run build\` first.`);
    return 1;
  }
  const { routes, problems } = validate(await loadSite(siteFile), sitePaths(siteFile, distDir).imagesDir);
  if (problems.length) {
    console.error(`${siteFile} has problems; run \`npm run check\` first.`);
    return 1;
  }
  const pages = process.argv.includes('--all') ? allPages(routes) : pickPages(routes);
  const server = await serve(distDir);
  const chrome = await launchChrome();
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      process.stdout.write(`Auditing ${page.path} (${page.label})${runs > 1 ? ` ×${runs}` : ''}… `);
      try {
        const results: Scores[] = [];
        for (let i = 0; i < runs; i++) results.push(await auditOnceMore(`${server.origin}${page.path}`, chrome.port));
        rows.push({ page, scores: median(results) });
        console.log('done');
      } catch (error) {
        rows.push({ page, error: (error as Error).message });
        console.log(`failed: ${(error as Error).message}`);
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  const table = markdownTable(rows, runs);
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, table);
  console.log(`\n${table}\nWritten to ${path.relative(process.cwd(), reportFile)}.`);
  return 0;
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again: once more, then the error stands. */
async function auditOnceMore(url: string, port: number): Promise<Scores> {
  try {
    return await audit(url, port);
  } catch {
    return audit(url, port);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`The audit could not run: ${(error as Error).stack ?? error}`);
    process.exitCode = 1;
  },
);
