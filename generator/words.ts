// `npm run words -- <locale> [--site site.json]`: starts the site's own words file for a language the
// engine has no pack of (check/site-words.ts): words.<locale>.json beside site.json, holding the
// English words to translate; for a regional form of a language the engine has, only what differs,
// over that language ("extends"). Never overwrites a file that is there.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteWordsFileName } from './check/load';
import { sitePaths } from './paths';
import { en } from '../shared/site/languages/en';
import { builtInPack } from '../shared/site/languages/packs';
import { languageOf, normalTag } from '../shared/site/languages/languages';

const [locale] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--site');
if (!locale) {
  console.error('Which language? npm run words -- <locale>, e.g. npm run words -- sv-SE');
  process.exit(2);
}
const siteFlag = process.argv.indexOf('--site');
const { siteFile } = sitePaths(siteFlag > 0 ? process.argv[siteFlag + 1]! : (process.env.SITE ?? 'site.json'));
const file = path.join(path.dirname(siteFile), siteWordsFileName(locale));
if (existsSync(file)) {
  console.error(`${path.relative(process.cwd(), file)} is there already; it is left as it is.`);
  process.exit(1);
}
const language = languageOf(locale);
const words = builtInPack(language) ? { extends: language } : en;
await writeFile(file, `${JSON.stringify(words, null, 2)}\n`, { flag: 'wx' });
console.log(
  builtInPack(language)
    ? `Wrote ${path.relative(process.cwd(), file)}: ${normalTag(locale)} over the engine's ${language} words. Add the words that differ in ${normalTag(locale)} (the sections and names of shared/site/languages/${language}.ts).`
    : `Wrote ${path.relative(process.cwd(), file)} with the English words: translate each, keep every {placeholder}, then run npm run check.`,
);
