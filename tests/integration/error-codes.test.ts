// Every problem has a stable code (generator/errors/): each catalogue entry and stage error class
// has one, codes are unique, docs/errors.md lists them all and is up to date, and a code travels
// beside a problem's words, never inside them (the editor shows the words to an office manager).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import schema from '../../schema/site.schema.json' with { type: 'json' };
import { catalogue, catalogueSections } from '../../generator/errors/catalogue';
import { ERROR_CODE_FORMAT, type Entry } from '../../generator/errors/entry';
import { fieldFormatAt, fieldFormats } from '../../generator/errors/field-formats';
import { codeOf, JsonSyntaxError, RenderError, stageErrorClasses } from '../../generator/errors/stage-errors';
import { errorsDocIsFresh, errorsDocPath } from '../../generator/gen-errors';
import { loadSite, loadSiteText } from '../../generator/check/load';
import { sitePaths } from '../../generator/paths';
import { formatSyntaxError } from '../../generator/errors/syntax-error';
import { validate } from '../../generator/check/validate';
import type { SiteModel } from '../../schema/generated/site';

const entries = Object.entries(catalogue) as [string, Entry][];
const allCodes = [...entries.map(([, e]) => e.code), ...stageErrorClasses.map((c) => c.code)];
/** A code written anywhere in a text, e.g. "[E-DUPLICATE]". */
const CODE_IN_TEXT = /\bE-[A-Z0-9]{2,}/;

function tsx(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8' });
}

describe('error codes', () => {
  it('gives every catalogue entry and stage error class its own code', () => {
    for (const [name, e] of entries) expect(e.code, name).toMatch(ERROR_CODE_FORMAT);
    for (const stage of stageErrorClasses) expect(stage.code, stage.name).toMatch(ERROR_CODE_FORMAT);
    const repeated = allCodes.filter((code, i) => allCodes.indexOf(code) !== i);
    expect(repeated).toEqual([]);
    // Every entry is in one section of the doc.
    expect(catalogueSections.flatMap((s) => Object.keys(s.entries)).sort()).toEqual(Object.keys(catalogue).sort());
  });

  it('stamps the code beside the words, not in them', () => {
    for (const [name, e] of entries) {
      const words = e(...e.example);
      expect(words.code, name).toBe(e.code);
      expect(words.message, name).not.toMatch(CODE_IN_TEXT);
      expect(words.hint ?? '', name).not.toMatch(CODE_IN_TEXT);
    }
  });

  it('lists every code in docs/errors.md, which is up to date', async () => {
    const doc = readFileSync(errorsDocPath, 'utf8');
    for (const code of allCodes) expect(doc, code).toContain(`\n### ${code}\n`);
    expect(await errorsDocIsFresh()).toBe(true);
    const check = tsx('generator/gen-errors.ts', '--check');
    expect(check.status, check.stderr).toBe(0);
  });

  it('names a family for every value the schema explains in words', () => {
    const unnamed: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      if ('errorMessage' in node && fieldFormatAt(`${at}/errorMessage`) === fieldFormats.notWrittenAsSchemaSays)
        unnamed.push(at);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(schema, '#');
    expect(unnamed, 'add these fields to a family in generator/errors/field-formats.ts').toEqual([]);
  });

  it('codes what the schema finds by the field family', async () => {
    const file = 'tests/fixtures/minimal/site.json';
    const site = await loadSite(file);
    const raw = structuredClone(site.raw) as SiteModel;
    raw.towns[1].slug = 'Port Clinton';
    raw.business.email = 'office at fixture';
    raw.theme.accent = 'green';
    const codes = validate({ ...site, raw }, sitePaths(file).imagesDir).problems.map((p) => `${p.pointer} ${p.code}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        '/towns/1/slug E-FORMAT-SLUG',
        '/business/email E-FORMAT-EMAIL',
        '/theme/accent E-FORMAT-COLOUR',
      ]),
    );
  });

  it('codes each JSON syntax mistake, in the line `npm run check` prints', () => {
    const folder = 'tests/fixtures/syntax-mistakes';
    for (const name of readdirSync(folder)) {
      let error: unknown;
      try {
        loadSiteText(readFileSync(path.join(folder, name), 'utf8'), name);
      } catch (e) {
        error = e;
      }
      expect(error, name).toBeInstanceOf(JsonSyntaxError);
      const { explanation, message } = error as JsonSyntaxError;
      expect(explanation.code, name).toMatch(/^E-JSON-/);
      expect(codeOf(error), name).toBe(explanation.code);
      expect(message, name).not.toMatch(CODE_IN_TEXT);
      expect(formatSyntaxError(name, explanation)).toMatch(
        new RegExp(`^${name}:\\d+:\\d+  \\[${explanation.code}\\] \\S`),
      );
    }
    const printed = tsx('generator/cli.ts', 'check', '--site', path.join(folder, 'extra-comma.json'));
    expect(printed.status).toBe(1);
    expect(printed.stdout).toMatch(/extra-comma\.json:4:47 {2}\[E-JSON-EXTRA-COMMA\] Extra comma after the last item/);
  });

  it('codes a stage error by its class, outside its message', () => {
    const error = new RenderError('Rendering /about failed.');
    expect(codeOf(error)).toBe('E-STAGE-RENDER');
    expect(error.message).toBe('Rendering /about failed.');
    expect(codeOf(new Error('not ours'))).toBeUndefined();
  });
});

describe('problems the editor shows', () => {
  // The call editor/server/app.ts makes; it sends these Problem objects as JSON to the office manager's screen.
  async function editorProblems(fixture: string) {
    const file = path.join('tests/fixtures', fixture, 'site.json');
    const { raw } = await loadSite(file);
    const { problems } = validate({ file: 'site.json', raw, positions: new Map() }, sitePaths(file).imagesDir);
    return JSON.parse(JSON.stringify(problems)) as { code?: string; message: string; hint?: string }[];
  }

  it('carry the code as a field of its own and keep it out of the words', async () => {
    const problems = [...(await editorProblems('schema-mistakes')), ...(await editorProblems('reference-mistakes'))];
    expect(problems.length).toBeGreaterThan(10);
    for (const problem of problems) {
      expect(problem.code, problem.message).toMatch(ERROR_CODE_FORMAT);
      expect(allCodes).toContain(problem.code);
      expect(problem.message).not.toMatch(CODE_IN_TEXT);
      expect(problem.hint ?? '').not.toMatch(CODE_IN_TEXT);
    }
  });
});
