// Stage 1: read site.json, keeping where every value stands so problems can name line and column; and
// the site's own words file for each of its languages that has one (site-words.ts checks them).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { normalTag } from '../../shared/site/languages/languages';
import { parse as parseJson } from '@humanwhocodes/momoa';
import { JsonSyntaxError, LoadError } from '../errors/stage-errors';
import { explainSyntaxError } from '../errors/syntax-error';
import type { LoadedSite, Position, SiteWordsFile } from '../model/loaded-site';
import { languagesOf } from '../../shared/site/translations';
import { escapePointer } from '../model/walk';

export async function loadSite(file: string): Promise<LoadedSite> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new LoadError(`Cannot read ${file}. Check the path, or run the command from the project folder.`, { cause });
  }
  const site = loadSiteText(text, file);
  site.words = await siteWordsFiles(file, site.raw);
  return site;
}

/** The site's own words files beside `siteFile`: one for each of its languages that has one (site-words.ts checks each). */
export async function siteWordsFiles(siteFile: string, raw: unknown): Promise<SiteWordsFile[]> {
  const locale = (raw as { site?: { locale?: unknown } } | undefined)?.site?.locale;
  const locales = languagesOf(raw) ?? (typeof locale === 'string' ? [locale] : []);
  const files = await Promise.all(
    locales.map(async (tag) => {
      const file = siteWordsFileName(tag);
      const text = await readFile(path.join(path.dirname(siteFile), file), 'utf8').catch(() => undefined);
      return text === undefined ? [] : [{ locale: normalTag(tag), file, text }];
    }),
  );
  return files.flat();
}

/** The name of a site's own words file for its locale, beside site.json: words.sv-SE.json. */
export const siteWordsFileName = (locale: string) => `words.${normalTag(locale)}.json`;

export function loadSiteText(text: string, file = 'site.json'): LoadedSite {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    parse(text, file); // momoa's error names line and column; it throws on what JSON.parse refuses
    throw new LoadError(`${file} is not valid JSON: ${(cause as Error).message}`, { cause });
  }
  // The positions cost a second parse (a third of loading a 6,000-town site): made the first time a problem needs one.
  let positions: LoadedSite['positions'] | undefined;
  return {
    file,
    raw,
    get positions() {
      if (!positions) walk(parse(text, file).body, '', (positions = new Map()));
      return positions;
    },
  };
}

function parse(text: string, file: string): ReturnType<typeof parseJson> {
  try {
    return parseJson(text, { mode: 'json', ranges: false });
  } catch (cause) {
    const parserError = cause as Error & { line?: number; column?: number; offset?: number };
    if (parserError.line === undefined || parserError.offset === undefined)
      throw new LoadError(`${file} is not valid JSON: ${parserError.message}`, { cause });
    const explained = explainSyntaxError(text, {
      message: parserError.message,
      line: parserError.line,
      column: parserError.column ?? 1,
      offset: parserError.offset,
    });
    throw new JsonSyntaxError(
      `${file}:${explained.line}:${explained.column}  ${explained.message}${explained.hint ? ` ${explained.hint}` : ''}`,
      explained,
      { cause },
    );
  }
}

type Node = ReturnType<typeof parseJson>['body'];

function walk(node: Node, pointer: string, out: LoadedSite['positions'], key?: Position) {
  out.set(pointer, { value: { line: node.loc.start.line, column: node.loc.start.column }, key });
  if (node.type === 'Object') {
    for (const member of node.members) {
      const name = member.name.type === 'String' ? member.name.value : String(member.name.name);
      walk(member.value, `${pointer}/${escapePointer(name)}`, out, {
        line: member.name.loc.start.line,
        column: member.name.loc.start.column,
      });
    }
  } else if (node.type === 'Array') {
    node.elements.forEach((element, i) => walk(element.value, `${pointer}/${i}`, out));
  }
}
