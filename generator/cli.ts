// The engine's command line: `check` validates site.json, `build` writes dist/, `doctor` lints dist/;
// each for the site file `--site` (or SITE) names, by default ./site.json.
import path from 'node:path';
import { loadSite } from './check/load';
import { validate } from './check/validate';
import { languagesReport } from './languages/report';
import { formatProblem } from './errors/problem';
import { codeOf, describeChain, JsonSyntaxError } from './errors/stage-errors';
import { formatSyntaxError } from './errors/syntax-error';
import { sitePaths } from './paths';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function check(siteFile: string): Promise<number> {
  const paths = sitePaths(siteFile);
  let site;
  try {
    site = await loadSite(paths.siteFile);
  } catch (error) {
    // A syntax mistake is printed like a problem: place, code, words.
    if (!(error instanceof JsonSyntaxError)) throw error;
    console.log(formatSyntaxError(path.relative(process.cwd(), paths.siteFile), error.explanation));
    console.log(
      `\n${path.relative(process.cwd(), paths.siteFile)} is not valid JSON. Fix it and run \`npm run check\` again.`,
    );
    return 1;
  }
  const { problems, routes, languages } = validate(
    { ...site, file: path.relative(process.cwd(), site.file) || site.file },
    paths.imagesDir,
  );
  for (const problem of problems)
    console.log(formatProblem(problem, { ...site, file: path.relative(process.cwd(), site.file) }));
  if (problems.length) {
    console.log(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${path.relative(process.cwd(), site.file)}. Fix them and run \`npm run check\` again.`,
    );
    return 1;
  }
  const all = languages ? languages.reduce((n, l) => n + l.routes.length, 0) : routes.length;
  console.log(`${path.relative(process.cwd(), site.file)} is valid: ${all} routes.`);
  if (languages) for (const line of languagesReport(languages, site.positions)) console.log(line);
  return 0;
}

async function main(): Promise<number> {
  const command = process.argv[2];
  // `--site`, or SITE in the environment (so `SITE=examples/x/site.json npm start` builds and serves that site).
  const siteFile = path.resolve(option('site') ?? process.env.SITE ?? 'site.json');
  switch (command) {
    case 'check':
      return check(siteFile);
    case 'build': {
      const { build } = await import('./build');
      const result = await build({ siteFile, outDir: path.resolve(option('out') ?? 'dist'), log: console.log });
      if (result.stopped) {
        const { site, problems } = result.stopped;
        const file = path.relative(process.cwd(), siteFile);
        for (const problem of problems) console.error(formatProblem(problem, { ...site, file }));
        console.error(
          `\nBuild stopped: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${file}. Fix them (see \`npm run check\`) and build again.`,
        );
      }
      return result.ok ? 0 : 1;
    }
    case 'doctor': {
      const { runDoctor } = await import('./doctor/doctor');
      return runDoctor({ siteFile, outDir: path.resolve(option('out') ?? 'dist') });
    }
    default:
      console.error('Usage: tsx generator/cli.ts <check|build|doctor> [--site site.json] [--out dist]');
      return 2;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const code = codeOf(error);
    console.error(`${code ? `[${code}] ` : ''}${describeChain(error)}`);
    process.exitCode = 1;
  },
);
