// Which pack of the engine's words a site gets: the one of site.locale's language ("de-AT" → de), or
// English for a language without a pack, so such a site builds as it always did. For the build, the
// server and the editor: the browser gets its words resolved in the page data (and browser.ts).
import { languageOf } from './browser.js';
import { de } from './de.js';
import { en, type EnginePack } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';

const PACKS: Record<string, EnginePack> = { en, de, fr, es };

/** The pack of a locale's language, English when it has none. */
export function enginePack(locale: string): EnginePack {
  const language = languageOf(locale);
  return Object.hasOwn(PACKS, language) ? PACKS[language]! : en;
}
