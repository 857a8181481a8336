// `npm run doctor`: checks the built site (dist/) against the model — links, images, titles,
// headings, alt text, canonical/sitemap/robots, structured data, NAP, near-duplicate town pages —
// and prints a report grouped by page. Exit code 1 when anything is an error.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '../check/load';
import type { LoadedSite } from '../model/loaded-site';
import { validate, type CheckedSite } from '../check/validate';
import type { LanguageRoutes } from '../languages/join';
import { formatProblem } from '../errors/problem';
import { sitePaths } from '../paths';
import { checks, onePageChecks } from './checks';
import { loadPages } from './load-pages';
import { markPassed, passed, type DoctorMemory } from './memory';
import { readPageKeys } from '../render/reuse-pages';
import { defaultLimit, templateScores, type TemplateScore } from './near-duplicates';
import { formatReport } from './report';
import { say } from './say';
import type { Check, DoctorContext, Finding } from './types';

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
  /** What this process's last run read and judged: unchanged pages are not read or judged again (memory.ts). */
  memory?: DoctorMemory;
  /** The site as the build of outDir read and checked it (build.ts's result), not to be read again. */
  checked?: CheckedSite;
}
export interface DoctorResult {
  findings: Finding[];
  scores: TemplateScore[];
  context?: DoctorContext;
  /** How many pages' HTML this run parsed (the others' readings were kept: memory.ts). */
  parsedPages: number;
  site: LoadedSite;
  lines: string[];
}

/** The site as checked, with the routes of each of its languages (the build builds them all). */
function everyLanguage(site: LoadedSite, siteFile: string, outDir: string) {
  const valid = validate(site, sitePaths(siteFile, outDir).imagesDir);
  return valid.languages ? { ...valid, routes: valid.languages.flatMap((l) => l.routes) } : valid;
}

/** Runs every check and returns the findings and the printed report, without printing. */
export async function doctor({ siteFile, outDir, memory, checked }: DoctorOptions): Promise<DoctorResult> {
  const site = checked?.site ?? (await loadSite(siteFile));
  // The site with its file named from here; its positions stay read only when a report asks (a getter, not copied).
  const shown = Object.assign(Object.create(site) as LoadedSite, {
    file: path.relative(process.cwd(), site.file) || site.file,
  });
  const { model, routes, problems, languages } = checked
    ? { ...checked, problems: [] }
    : everyLanguage(site, siteFile, outDir);
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
      parsedPages: 0,
      site,
      lines,
    };
  }
  if (!existsSync(outDir)) {
    const words = say('noBuiltSite', path.relative(process.cwd(), outDir) || outDir);
    return {
      findings: [{ check: 'built-pages', severity: 'error', ...words }],
      scores: [],
      parsedPages: 0,
      site,
      lines: [`${words.message} ${words.byHand ?? words.hint}`],
    };
  }
  const loaded = loadPages(routes, model, outDir, memory && { memory, keys: await readPageKeys(outDir) });
  const context: DoctorContext = { model, routes, pages: loaded.pages, outDir, kept: memory?.site };
  const inLanguages = languages ? languageContexts(context, languages) : [context];
  const found = [
    ...loaded.findings,
    ...Object.entries(checks).flatMap(([name, check]) =>
      COMPARED_IN_ONE_LANGUAGE.has(name)
        ? inLanguages.flatMap((ctx) => findingsOf(name, check, ctx))
        : findingsOf(name, check, context),
    ),
  ];
  const findings = languages ? inSiteFile(found, languages) : found;
  const scores = inLanguages.flatMap(templateScores);
  let lines: string[] | undefined;
  return {
    findings,
    scores,
    context,
    parsedPages: loaded.parsed(),
    site,
    // Placing findings at their lines reads site.json's positions: a publish, which shows findings by field, never asks.
    get lines() {
      return (lines ??= formatReport(findings, shown, routes, scores, model.site.nearDuplicateLimit ?? defaultLimit));
    },
  };
}

/**
 * Checks that compare pages with each other or with the site's facts and words: in a site of several
 * languages, each language's pages with each other and with its own site (its words, its towns'
 * texts). The others read each page, or the whole site's links and files, once.
 */
const COMPARED_IN_ONE_LANGUAGE = new Set(['unique-meta', 'nap', 'facts', 'near-duplicates', 'copied-sentences']);

/** The context of each language: its site, its routes and pages, and what the doctor keeps of it apart. */
function languageContexts(context: DoctorContext, languages: LanguageRoutes[]): DoctorContext[] {
  return languages.map(({ site, model, routes }) => {
    const paths = new Set(routes.map((r) => r.path));
    const keptKey = `language ${site.language}`;
    let kept = context.kept?.get(keptKey) as Map<string, unknown> | undefined;
    if (context.kept && !kept) context.kept.set(keptKey, (kept = new Map()));
    return { ...context, model, routes, pages: context.pages.filter((p) => paths.has(p.route.path)), kept };
  });
}

/**
 * Findings on the pages of a site of several languages point into that language's site: each is
 * pointed into site.json, at the entry of its text in the page's language (as the check's problems are).
 */
function inSiteFile(findings: Finding[], languages: LanguageRoutes[]): Finding[] {
  const siteOf = new Map(languages.flatMap(({ site, routes }) => routes.map((route) => [route.path, site] as const)));
  return findings.map((finding) => {
    const site = finding.page === undefined ? undefined : siteOf.get(finding.page);
    return site && finding.pointer ? { ...finding, pointer: site.toFile(finding.pointer) } : finding;
  });
}

/** A check's findings; a check of one page judges only the pages that have not passed it as they are. */
function findingsOf(name: string, check: Check, ctx: DoctorContext): Finding[] {
  if (!onePageChecks.has(name)) return check(ctx);
  const unjudged = ctx.pages.filter((page) => !passed(page, name));
  const findings = check({ ...ctx, pages: unjudged });
  const found = new Set(findings.map((f) => f.page));
  for (const page of unjudged) if (!found.has(page.route.path)) markPassed(page, name);
  return findings;
}

export async function runDoctor(options: DoctorOptions): Promise<number> {
  const result = await doctor(options);
  for (const line of result.lines) console.log(line);
  return result.findings.some((f) => f.severity === 'error') ? 1 : 0;
}
