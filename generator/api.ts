// The engine as the editor uses it: the one module editor/ imports from generator/ (dependency-cruiser
// holds it), so what the editor relies on is listed in one place and the stages behind it can move.
export { PACKAGE_LATIN } from './assets/fonts';
export { siteIconSprite, writeIconSprite } from './assets/icons';
export { prepareImages } from './assets/images';
export { logoFiles } from './assets/logo';
export { copyStaticAssets } from './assets/static-assets';
export type { BuildProgress } from './build';
export { loadSite, loadSiteText, siteWordsFiles } from './check/load';
export { validate } from './check/validate';
export { inMainLanguage } from './languages/site-in';
export { altText } from './doctor/alt-text';
export { copiedSentences, copiedTexts, copyFinding, type CopiedText } from './doctor/copied-sentences';
export { DOCTOR_NODE_FLAGS, doctor } from './doctor/doctor';
export { newDoctorMemory } from './doctor/memory';
export { parseHtml } from './doctor/dom';
export { facts } from './doctor/facts';
export { links } from './doctor/links';
export { defaultLimit, nearCopyFinding, nearDuplicates, pairScores, templateLikeness } from './doctor/near-duplicates';
export type { Check, DoctorPage, Finding } from './doctor/types';
export { chooseProblemLanguage } from './errors/choose-language';
export type { Problem } from './errors/problem';
export { JsonSyntaxError, StageError, describeChain } from './errors/stage-errors';
export { breadcrumbTrail, menuNames, namedByTitle, pageNames, serviceName } from './pages/breadcrumb';
export { expand } from './pages/expand';
export { imagesOf, resolvePage, siteChrome } from './pages/resolve';
export type { Route } from './model/route';
export type { LoadedSite } from './model/loaded-site';
export { escapePointer } from './model/walk';
export { CACHE_DIR, imagesDirOf, projectRoot, sitePaths, type SitePaths } from './paths';
export { cachedBundle, engineSources, sourcesDigest } from './render/bundle-cache';
export type { DocumentAssets } from './assets/static-assets';
export { prerender, type RenderPage } from './render/prerender';
export { usedBlockTypes } from './render/site-blocks';
export { formattedFacts } from './text/formatted-facts';
export { visibleTexts } from './text/visible-text';

// The build and the bundler (Vite among their modules) take a second to load: loaded when first used, so the editor
// need not wait for them to listen.
type Build = typeof import('./build');
export const build: Build['build'] = async (...args) => (await import('./build')).build(...args);
export const bundleEngine: typeof import('./render/bundle').bundleEngine = async (...args) =>
  (await import('./render/bundle')).bundleEngine(...args);
