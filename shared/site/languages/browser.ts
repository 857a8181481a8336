// The parts of the packs the browser's code needs itself: how facts are joined (formatHours draws
// opening hours in the browser too) and the error page's words. Here, for the build, the server and
// the editor, they are the locale's pack's; the browser bundle gets this module made of the site's
// words alone (generator/render/site-language.ts), so it holds no pack and no other language.
import { enginePack } from './packs.js';

/** How a locale's pack joins lists, day ranges and hours. */
export const languageFormats = (locale: string) => enginePack(locale).formats;

/** The error page's words of a locale's pack. */
export const errorPageWords = (locale: string) => enginePack(locale).errorPage;
