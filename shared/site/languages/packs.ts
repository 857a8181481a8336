// Which pack of the engine's words a site gets, from site.locale: a site's own words file for it (a
// words.<locale>.json beside site.json, given by the build: addSitePack), else the engine's pack of
// that very regional form ("fr-CA"), else of its language ("de-AT" → de). A locale none of these has
// is a problem of the check (E-LANGUAGE-NO-PACK), so no page is built in it; whatever else reads a pack
// for it (an old build, the editor meanwhile) gets English. For the build, the server's own tools and
// the editor: the browser gets its words in the page data and its bundle (browser.ts).
import { de } from './de.js';
import { deAT } from './de-AT.js';
import { deCH } from './de-CH.js';
import { en, type EnginePack } from './en.js';
import { enGB } from './en-GB.js';
import { es } from './es.js';
import { esMX } from './es-MX.js';
import { esUS } from './es-US.js';
import { fr } from './fr.js';
import { frCA } from './fr-CA.js';
import { it } from './it.js';
import { languageOf, normalTag, type Language } from './languages.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { pt } from './pt.js';
import { ptBR } from './pt-BR.js';

/** The engine's pack of each language: a language of LANGUAGES without one fails tsc here. */
const LANGUAGE_PACKS: Record<Language, EnginePack> = { en, de, fr, es, nl, pl, pt, it };

/** The engine's packs: each language's, and each regional form that says anything otherwise (variant.ts). */
const PACKS: Record<string, EnginePack> = {
  ...LANGUAGE_PACKS,
  'en-GB': enGB,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CA': frCA,
  'es-MX': esMX,
  'es-US': esUS,
  'pt-BR': ptBR,
};

/**
 * Words files of the sites this thread builds or edits, by their locale (normalTag). Kept on the
 * thread's global object: the build's modules and the server renderer bundled from these same sources
 * (generator/render/bundle.ts) are two copies of this module in one thread, and both must draw with the
 * words the check took. A render thread is given them when it starts (render-pool.ts).
 */
const SITE_PACKS: Map<string, EnginePack> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('site-engine.site-packs')
] ??= new Map<string, EnginePack>()) as Map<string, EnginePack>;

/** Takes a site's own words for `locale` (checked by the build: generator/check/site-words.ts). */
export function addSitePack(locale: string, pack: EnginePack): void {
  SITE_PACKS.set(normalTag(locale), pack);
}

/** The site words files this thread has taken, by locale: what a render thread is started with. */
export const sitePacks = (): [string, EnginePack][] => [...SITE_PACKS];

/** The pack for a locale, if the engine or the site has one: its regional form's, else its language's. */
export function packFor(locale: string): EnginePack | undefined {
  const tag = normalTag(locale);
  const language = languageOf(tag);
  return (
    SITE_PACKS.get(tag) ??
    (Object.hasOwn(PACKS, tag) ? PACKS[tag] : undefined) ??
    SITE_PACKS.get(language) ??
    (Object.hasOwn(PACKS, language) ? PACKS[language] : undefined)
  );
}

/** The pack for a locale; English when there is none (the check has said so). */
export const enginePack = (locale: string): EnginePack => packFor(locale) ?? en;

/** The engine's own pack of a language or regional form (a site's words file may extend one). */
export const builtInPack = (tag: string): EnginePack | undefined =>
  Object.hasOwn(PACKS, normalTag(tag)) ? PACKS[normalTag(tag)] : undefined;

/** The locales the engine has a pack of, languages first: what a site may write as site.locale without words of its own. */
export const knownPackTags = (): string[] =>
  Object.keys(PACKS).sort((a, b) => Number(a.includes('-')) - Number(b.includes('-')) || a.localeCompare(b));
