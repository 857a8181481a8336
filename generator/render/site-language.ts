// The browser bundle of a build holds the engine's words of the site's language (and English, every
// language's fallback), no other: the words it draws itself, shared/site/languages/browser.ts (how
// opening hours are joined, the error page), and so the fonts, cut to the characters the code shows,
// get no other language's letters.
import type { Plugin } from 'vite';

const WORDS = /\/shared\/site\/languages\/browser\.ts$/;
/** One language's import: `import { errorPage as deErrorPage, formats as deFormats } from './de.js';`. */
const IMPORT = /^import \{[^}]*\} from '\.\/([a-z]+)\.js';\n/gm;
/** One language's entry: `  de: { formats: deFormats, errorPage: deErrorPage },`. */
const ENTRY = /^ {2}([a-z]+): \{ formats: \w+, errorPage: \w+ \},\n/gm;

/** Vite plugin for the browser build: drops every language but `language` and English from browser.ts. */
export function siteLanguageOnly(language: string): Plugin {
  const keep = new Set(['en', language]);
  return {
    name: 'site:language-only',
    enforce: 'pre', // sees the source as written, before TypeScript is stripped
    transform(code, id) {
      if (this.environment.name !== 'client' || !WORDS.test(id.split('?')[0]!)) return null;
      const imported = [...code.matchAll(IMPORT)].map((m) => m[1]!);
      const listed = [...code.matchAll(ENTRY)].map((m) => m[1]!);
      // browser.ts is written one import and one entry per language; if that changes, fail rather than ship no words.
      if (!imported.includes('en') || !listed.includes('en'))
        this.error(
          `generator/render/site-language.ts: no import or entry line of English found in shared/site/languages/browser.ts; keep one import line and one "  xx: { formats: …, errorPage: … }," line per language, or update IMPORT and ENTRY.`,
        );
      const only = (line: string, lang: string) => (keep.has(lang) ? line : '');
      return { code: code.replace(IMPORT, only).replace(ENTRY, only), map: null };
    },
  };
}
