// `npm run doctor`: checks the built site (dist/) against the model — links, images, titles,
// headings, alt text, canonical/sitemap/robots, structured data, NAP, near-duplicate town pages —
// and prints a report grouped by page. Exit code 1 when anything is an error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '../check/load';
import type { LoadedSite } from '../model/loaded-site';
import { validate } from '../check/validate';
import { formatProblem } from '../errors/problem';
import { sitePaths } from '../paths';
import { checks } from './checks';
import { loadPages, type ParsedPages } from './load-pages';
import { readPageKeys } from '../render/reuse-pages';
import { defaultLimit, templateScores, type TemplateScore } from './near-duplicates';
import { formatReport } from './report';
import { say } from './say';
import type { DoctorContext, Finding } from './types';

/**
 * Node's flags for a process that runs the doctor (the editor's publish worker, `npm run doctor`, whose
 * package.json script gives the same): it holds every page's tree while the checks make short-lived
 * garbage, and with V8's default young generation (16 MB) a third of its time went to collecting it
 * (6,030 pages: 86–98 s; with 32 MB, 65–67 s).
 */
export const DOCTOR_NODE_FLAGS = ['--max-semi-space-size=32'];

export interface DoctorOptions {
  siteFile: string;
  outDir: string;
  /** The pages read by this process's last run: unchanged ones are not parsed again (load-pages.ts). */
  parsed?: ParsedPages;
}
export interface DoctorResult {
  findings: Finding[];
  scores: TemplateScore[];
  context?: DoctorContext;
  site: LoadedSite;
  lines: string[];
}

/** Runs every check and returns the findings and the printed report, without printing. */
export async function doctor({ siteFile, outDir, parsed }: DoctorOptions): Promise<DoctorResult> {
  const site = await loadSite(siteFile);
  const shown = { ...site, file: path.relative(process.cwd(), site.file) || site.file };
  const { model, routes, problems } = validate(site, sitePaths(siteFile, outDir).imagesDir);
  if (problems.length) {
    const lines = [
      ...problems.map((p) => formatProblem(p, shown)),
      '',
      `${shown.file} has ${problems.length} problem(s); the doctor needs a valid site. Fix them (see \`npm run check\`), build, and run the doctor again.`,
    ];
    return {
      findings: problems.map((p) => ({
        check: 'site.json',
        severity: 'error',
        pointer: p.pointer,
        message: p.message,
        hint: p.hint ?? '',
      })),
      scores: [],
      site,
      lines,
    };
  }
  if (!existsSync(outDir)) {
    const words = say('noBuiltSite', path.relative(process.cwd(), outDir) || outDir);
    return {
      findings: [{ check: 'built-pages', severity: 'error', ...words }],
      scores: [],
      site,
      lines: [`${words.message} ${words.byHand ?? words.hint}`],
    };
  }
  const loaded = loadPages(routes, model, outDir, parsed && { pages: parsed, keys: await readPageKeys(outDir) });
  const context: DoctorContext = { model, routes, pages: loaded.pages, outDir };
  const findings = [...loaded.findings, ...Object.values(checks).flatMap((check) => check(context))];
  const scores = templateScores(context);
  const lines = formatReport(findings, shown, routes, scores, model.site.nearDuplicateLimit ?? defaultLimit);
  return { findings, scores, context, site, lines };
}

export async function runDoctor(options: DoctorOptions): Promise<number> {
  const result = await doctor(options);
  for (const line of result.lines) console.log(line);
  return result.findings.some((f) => f.severity === 'error') ? 1 : 0;
}
