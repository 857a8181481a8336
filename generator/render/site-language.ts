// The browser bundle of a build holds the engine's words it draws itself (how opening hours are
// joined, the error page) in the site's words only: shared/site/languages/browser.ts is replaced by a
// module made of them, so the bundle holds no pack, and the fonts, cut to the characters the code
// shows, get no other language's letters.
import type { Plugin } from 'vite';
import type { EnginePack } from '../../shared/site/languages/en';

const WORDS = /\/shared\/site\/languages\/browser\.ts$/;

/** The words browser.ts gives the browser: the site pack's formats and error page. */
export type BrowserWords = Pick<EnginePack, 'formats' | 'errorPage'>;

/** browser.ts as the browser bundle has it: its functions, each answering with the site's words. */
const browserModule = ({ formats, errorPage }: BrowserWords): string =>
  [
    `export const languageFormats = () => (${JSON.stringify(formats)});`,
    `export const errorPageWords = () => (${JSON.stringify(errorPage)});`,
  ].join('\n');

/** Vite plugin for the browser build: browser.ts made of `words`. */
export function siteLanguageOnly(words: BrowserWords): Plugin {
  return {
    name: 'site:language-only',
    enforce: 'pre',
    load(id) {
      if (this.environment.name !== 'client' || !WORDS.test(id.split('?')[0]!)) return null;
      return { code: browserModule(words), map: null };
    },
  };
}
