// Les mots du catalogue en français (the catalogue's words in French): what the site editor shows a
// French-speaking office manager (choose-language.ts gives them to the entries; `npm run check` stays
// English). One function per entry of catalogue.ts, with its arguments, so a new entry without French
// words fails tsc. Written as one would say it to the person keeping the site, addressed with "vous",
// in the same plain words as the English: names of fields as the French editor shows them, no keys or
// JSON terms; French typography (« » and a no-break space before : ; ? !).
// Words other modules pass in English (a list's kind, a contrast pair's place, an address fix) are
// said here in French; the schema's own words come through schemaText() (the schema's words in French,
// schema/generated/words.fr.json).
import type { RegionKind } from '../../shared/contact/locale';
import { countryWords } from '../../shared/site/country-words';
import type { CatalogueIn } from './catalogue-in';
import { closest } from './did-you-mean';
import type { Words } from './entry';
import { fieldFormats } from './field-formats';
import { schemaText } from './language';

type Place = { line: number; column: number };

const NB = '\u00a0';
/** A value as French writes it in a sentence: a text between « », anything else as written. */
const quote = (value: unknown) => (typeof value === 'string' ? `«${NB}${value}${NB}»` : JSON.stringify(value));
const list = (values: readonly unknown[]) => values.map(quote).join(', ');
const at = ({ line, column }: Place) => `${line}:${column}`;
/** « suédois » : a language by its code, as French names it. */
const langue = (locale: string) =>
  new Intl.DisplayNames(['fr'], { type: 'language' }).of(locale.split('-')[0]!) ?? locale;
/** A number with the French decimal comma. */
const number = (value: number | string) => String(value).replace('.', ',');

/** "Vouliez-vous dire « x » ? " for a misspelt name (did-you-mean.ts). */
function vouliezVous(value: string, candidates: Iterable<string>): string {
  const suggestion = closest(value, candidates);
  return suggestion ? `Vouliez-vous dire ${quote(suggestion)}${NB}? ` : '';
}

const KINDS: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  integer: 'un nombre entier',
  boolean: 'oui ou non',
  array: 'une liste',
  object: 'un groupe de réglages',
};

const FORMATS: Record<string, string> = {
  uri: 'une adresse web valide',
  'uri-reference': 'une adresse valide',
  email: 'une adresse e-mail valide',
  date: 'une date valide',
  time: 'une heure valide',
  'date-time': 'une date et une heure valides',
};

/** A comparison as ajv gives it ("<= 5") in words. */
function limitInWords(limit: string): string {
  const [, comparison, value = ''] = /^(<=|>=|<|>)\s*(.+)$/.exec(limit) ?? [];
  const words: Record<string, string> = {
    '<=': 'au plus',
    '>=': 'au moins',
    '<': 'inférieur à',
    '>': 'supérieur à',
  };
  return comparison ? `${words[comparison]} ${number(value)}` : limit;
}

/** ajv's own English for the rules no entry words yet, in French where it is known; else a plain sentence. */
function ajvInFrench(ajvWords = ''): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^must NOT have more than (\d+) characters$/, (n) => `Ne doit pas dépasser ${n}${NB}caractères.`],
    [/^must NOT have fewer than (\d+) characters$/, (n) => `Doit compter au moins ${n}${NB}caractères.`],
    [/^must NOT have more than (\d+) items$/, (n) => `Ne doit pas dépasser ${n}${NB}éléments.`],
    [/^must NOT have duplicate items/, () => 'Contient deux fois le même élément.'],
    [/^must be multiple of (.+)$/, (n) => `Doit être un multiple de ${number(n)}.`],
    [/^must be equal to one of the allowed values$/, () => 'N’est pas une valeur autorisée.'],
  ];
  for (const [pattern, words] of rules) {
    const match = pattern.exec(ajvWords);
    if (match) return words(...match.slice(1));
  }
  return 'N’est pas valide sous cette forme.';
}

/** The lists whose entries must differ (generator/check/cross-check.ts names them in English). */
const LIST_KINDS: Record<string, { another: string; each: string }> = {
  town: { another: 'Une autre ville', each: 'à chaque ville' },
  'page template': { another: 'Un autre modèle', each: 'à chaque modèle' },
  service: { another: 'Une autre prestation', each: 'à chaque prestation' },
  review: { another: 'Un autre avis', each: 'à chaque avis' },
  'blog post': { another: 'Un autre article', each: 'à chaque article' },
  project: { another: 'Une autre réalisation', each: 'à chaque réalisation' },
  block: { another: 'Un autre bloc', each: 'à chaque bloc' },
};
const LIST_FIELDS: Record<string, { the: string; own: string }> = {
  'address name': { the: 'le nom dans l’adresse', own: 'son propre nom dans l’adresse' },
  'short name': { the: 'le nom court', own: 'son propre nom court' },
  'block name': { the: 'le nom de bloc', own: 'son propre nom de bloc' },
  number: { the: 'le numéro', own: 'son propre numéro' },
};
/** How the check names the first of two entries: a name, “a title”, "by Anna" (a review), "block 3". */
const entryName = (name: string) =>
  name
    .replace(/^by (.+)$/, 'de $1')
    .replace(/^block (\d+)$/, 'bloc $1')
    .replace(/“([^”]*)”/g, `«${NB}$1${NB}»`);

/** The places of the theme's colour pairs (shared/site/palette.ts). */
const CONTRAST_PLACES: Record<string, string> = {
  'body text on white': 'texte courant sur blanc',
  'body text on soft bands': 'texte courant sur la couleur de fond douce',
  'headings on soft bands': 'titres sur la couleur de fond douce',
  'small print on white': 'petits caractères sur blanc',
  'small print on soft bands': 'petits caractères sur la couleur de fond douce',
  'links on white': 'liens sur blanc',
  'links on soft bands': 'liens sur la couleur de fond douce',
  'button labels on the accent': 'texte des boutons sur la couleur d’accent',
  'text on dark bands and the hero': 'texte sur les bandeaux sombres et la grande bannière',
  "the hero's eyebrow line": 'la ligne d’accroche de la grande bannière',
  'emergency bands and buttons': 'bandeaux et boutons d’urgence',
};
/** The theme's colours, as the French editor names them. */
const COLOURS: Record<string, string> = {
  text: 'la couleur du texte',
  ink: 'la couleur des titres',
  muted: 'la couleur des petits caractères',
  accent: 'la couleur d’accent',
  accentDark: 'la couleur d’accent foncée',
  heroEyebrow: 'la couleur de la ligne au-dessus du titre principal',
  emergency: 'la couleur d’urgence',
  line: 'la couleur des bordures',
  soft: 'la couleur de fond douce',
};

/** The contact form's boxes, as the French editor names them (site.json's names are its keys). */
const FORM_BOXES: Record<string, string> = {
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone',
  email: 'E-mail',
  street: 'Rue',
  city: 'Ville',
  region: 'Région',
  postalCode: 'Code postal',
  comments: 'Commentaires',
};

/** A fix for two pages at one address (generator/pages/expand.ts words it in English). */
function collisionFix(fix: string): string {
  const town = /^Give the town (.+) an address name of its own \(no other town or page may have "(.+)"\)\.$/.exec(fix);
  if (town)
    return `Donnez à la ville ${town[1]} son propre nom dans l’adresse (aucune autre ville ni aucune page ne doit avoir ${quote(town[2])}).`;
  const post = /^Give the blog post “(.+)” an address name of its own\.$/.exec(fix);
  if (post) return `Donnez à l’article ${quote(post[1])} son propre nom dans l’adresse.`;
  return 'Changez l’adresse de l’une des deux pages.';
}

/** A country's name in French ("FR" → "France"), or its code when Intl does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['fr'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const COUNTRY_CONVENTIONS = `«${NB}Usages du pays${NB}»`;
const REGION_FIELD = `«${NB}Région ou province${NB}»`;
/** What a country's regions are called ("province", "État"), in French, inside a sentence. */
const regionName = (kind: string) => (countryWords('fr').region[kind as RegionKind] ?? 'Région').toLowerCase();

/** Every value the schema explains in words: the schema's words for it, in French. */
const notWrittenAsSaid = (value: unknown, schemaWords: string): Words => ({
  message: `${quote(value)} n’est pas écrit comme il faut.`,
  hint: schemaText(schemaWords),
});
const fieldFormatsInFrench = Object.fromEntries(Object.keys(fieldFormats).map((name) => [name, notWrittenAsSaid])) as {
  [K in keyof typeof fieldFormats]: typeof notWrittenAsSaid;
};

export const catalogueInFrench: CatalogueIn = {
  unknownProperty: (name, allowed) => ({
    message: `${quote(name)} n’est pas un réglage que le site connaît à cet endroit.`,
    hint: `${vouliezVous(name, allowed)}Réglages possibles ici${NB}: ${allowed.join(', ')}.`,
  }),
  missingProperty: (title, description) => ({
    message: `Remplissez ${quote(schemaText(title))}.`,
    hint: schemaText(description),
  }),
  wrongType: (expected, description) => ({
    message: `Doit être ${KINDS[expected] ?? expected}.`,
    hint: schemaText(description),
  }),
  notAllowed: (value, allowed) => ({
    message: `${quote(value)} n’est pas une valeur autorisée.`,
    hint: `${typeof value === 'string' ? vouliezVous(value, allowed.map(String)) : ''}Utilisez l’une de ces valeurs${NB}: ${list(allowed)}.`,
  }),
  unknownBlockType: (value, allowed) => ({
    message: `Type de bloc inconnu${NB}: ${quote(value)}.`,
    hint: `${typeof value === 'string' ? vouliezVous(value, allowed) : ''}Types de blocs${NB}: ${allowed.join(', ')}.`,
  }),
  badPattern: (value, description) => ({
    message: `${quote(value)} n’est pas écrit comme il faut.`,
    hint: schemaText(description),
  }),
  badFormat: (value, format, description) => ({
    message: `${quote(value)} n’est pas ${FORMATS[format] ?? `écrit correctement (${format})`}.`,
    hint: schemaText(description),
  }),
  tooShort: (min) =>
    min === 1
      ? { message: 'Ce champ est vide.', hint: 'Écrivez les mots qui doivent y figurer.' }
      : { message: `Trop court${NB}: il faut au moins ${min}${NB}caractères.`, hint: 'Écrivez un peu plus.' },
  tooLong: (max, length) => ({
    message: `Trop long${NB}: ${length}${NB}caractères, là où ${max} au plus tiennent.`,
    hint: 'Raccourcissez le texte, ou répartissez-le en plusieurs paragraphes ou éléments.',
  }),
  tooFew: (min) => ({
    message: `Il faut au moins ${min}${NB}${min === 1 ? 'élément' : 'éléments'}.`,
    hint: 'Ajoutez les éléments qui manquent à la liste.',
  }),
  tooMany: (max) => ({
    message: `Contient plus de ${max}${NB}éléments.`,
    hint: `Retirez des éléments jusqu’à n’en avoir que ${max} au plus.`,
  }),
  outOfRange: (limit) => ({ message: `Doit être ${limitInWords(limit)}.` }),
  noMatch: (description) => ({
    message: 'Ne correspond à aucune des formes possibles ici.',
    hint: schemaText(description),
  }),
  schemaOther: (ajvWords) => ({ message: ajvInFrench(ajvWords) }),

  ...fieldFormatsInFrench,

  unknownTown: (slug, towns) => ({
    message: `Aucune ville n’a le nom dans l’adresse ${quote(slug)}.`,
    hint: `${vouliezVous(slug, towns)}Villes${NB}: ${towns.join(', ')}. Ajoutez d’abord la ville, ou corrigez l’orthographe.`,
  }),
  unknownService: (id, services) => ({
    message: `Aucune prestation n’a le nom court ${quote(id)}.`,
    hint: `${vouliezVous(id, services)}Prestations${NB}: ${services.join(', ')}.`,
  }),
  unknownTemplate: (id, templates) => ({
    message: `Aucun modèle n’a le nom court ${quote(id)}.`,
    hint: `${vouliezVous(id, templates)}Modèles${NB}: ${templates.join(', ')}.`,
  }),
  unknownBlockId: (id, template, ids) => ({
    message: `Le modèle ${quote(template)} n’a aucun bloc nommé ${quote(id)}.`,
    hint: `${vouliezVous(id, ids)}Noms de blocs de ce modèle${NB}: ${ids.join(', ') || '(aucun)'}.`,
  }),
  blockNotForTown: (id, town) => ({
    message: `Le bloc ${quote(id)} n’est pas affiché pour ${town}${NB}: ce texte n’apparaîtrait donc jamais.`,
    hint: `Ajoutez ${town} à la liste ${quote('Seulement pour ces villes')} de ce bloc dans le modèle, ou supprimez ce texte propre.`,
  }),
  duplicate: (kind, field, value, first) => {
    const k = LIST_KINDS[kind] ?? { another: 'Un autre élément', each: 'à chaque élément' };
    const f = LIST_FIELDS[field] ?? { the: 'la valeur', own: 'sa propre valeur' };
    return {
      message: `${k.another} a déjà ${f.the} ${quote(value)} (${entryName(first)}).`,
      hint: `Donnez ${k.each} ${f.own}.`,
    };
  },
  sameName: (kind, name, firstPosition) => {
    const rank = firstPosition === 1 ? `${firstPosition}re` : `${firstPosition}e`;
    const [another, first, each] =
      kind === 'town'
        ? ['Une autre ville', `la ${rank}${NB}ville`, 'à chaque ville']
        : ['Une autre prestation', `la ${rank}${NB}prestation`, 'à chaque prestation'];
    return {
      message: `${another} s’appelle déjà ${quote(name)} (${first} de la liste).`,
      hint: `Donnez ${each} son propre nom${NB}: sinon le menu, le pied de page et les titres des pages affichent deux fois ${quote(name)}.`,
    };
  },
  routeCollision: (path, pages, fix) => ({
    message: `Deux pages auraient la même adresse ${path}${NB}: ${pages.map(entryName).join(' et ')}.`,
    hint: collisionFix(fix),
  }),
  mainTextMissing: (main) => {
    const L = new Intl.DisplayNames(['fr'], { type: 'language' }).of(main.split('-')[0]!) ?? main;
    return {
      message: `Ce texte n’est pas écrit en ${L}, la langue principale du site.`,
      hint: `Écrivez-le aussi en ${L} : une page s’écrit d’abord dans la langue principale, puis se traduit.`,
    };
  },
  factPerLanguage: (value) => ({
    message: 'C’est une donnée, la même dans toutes les langues, mais elle est écrite ici une fois par langue.',
    hint: `Écrivez-la une seule fois, pour toutes les langues${NB}: ${quote(value)}.`,
  }),
  unknownPlaceholder: (name, allowed) => ({
    message: `Le texte demande à remplir ${quote(name)}, que le site ne connaît pas ici.`,
    hint: `${vouliezVous(name, allowed)}Ce qu’il peut remplir ici${NB}: ${allowed.join(', ')}.`,
  }),
  lowContrast: (text, background, where, ratio, change) => ({
    message: `Un texte en ${text} sur ${background}${CONTRAST_PLACES[where] ? ` (${CONTRAST_PLACES[where]})` : ''} est difficile à lire${NB}: contraste de ${number(ratio.toFixed(2))}:1, en dessous des 4,5:1 que demande le WCAG AA.`,
    hint: `Rendez ${COLOURS[change] ?? `la couleur ${quote(change)}`} plus foncée ou plus claire, jusqu’à ce que la paire atteigne 4,5:1.`,
  }),
  fontNotInstalled: (family, installed) => ({
    message: `La police ${quote(family)} n’est pas installée.`,
    hint: `Installez-la avec \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\`, ou choisissez une police installée${NB}: ${installed.join(', ')}.`,
  }),
  fontWeightsMissing: (family, needs, has) => ({
    message: `La police ${quote(family)} a les graisses ${has.replace(' to ', ' à ')}, mais ce rôle demande ${needs.replace(' to ', ' à ')}.`,
    hint: 'Choisissez une police variable dont les graisses couvrent ce besoin.',
  }),
  noLanguagePack: (locale, file, languages) => ({
    message: `Le moteur du site n’a pas de mots en ${langue(locale)} (${locale})${NB}: les pages, les messages du formulaire, les réponses du serveur et l’e-mail de chaque demande seraient en anglais.`,
    hint: `Écrivez-les dans ${file} à côté de site.json${NB}: \`npm run words -- ${locale}\` crée ce fichier avec les mots anglais à traduire (les textes du site changent toujours n’importe quel mot)${NB}; ou choisissez une langue que parle le moteur${NB}: ${languages.join(', ')}.`,
  }),
  siteWordsNotJson: (file, error) => ({
    message: `${file} n’est pas du JSON valide${NB}: ${error}.`,
    hint: `Corrigez ${file}${NB}: chaque mot s’écrit "nom": "texte", avec des virgules entre eux.`,
  }),
  siteWordsMissing: (file, missing) => ({
    message: `Il manque dans ${file} ${missing.length === 1 ? 'l’un des mots' : `${missing.length} des mots`} du moteur${NB}: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}.`,
    hint: `Ajoutez-${missing.length === 1 ? 'le' : 'les'} (les mots anglais sont dans shared/site/languages/en.ts), ou écrivez "extends": "<une langue du moteur>" pour prendre les autres dans cette langue.`,
  }),
  siteWordsUnknown: (file, key, known) => ({
    message: `${file} contient ${quote(key)}, qui n’est aucun des mots du moteur.`,
    hint: `${vouliezVous(key, known)}Supprimez-le, ou nommez le mot comme dans shared/site/languages/en.ts.`,
  }),
  siteWordsWrong: (file, key, wanted) => ({
    message: `${file}${NB}: ${quote(key)} doit être ${wanted === 'a text' ? 'un texte' : wanted === '12 or 24' ? '12 ou 24' : wanted}.`,
    hint: 'Écrivez-le comme dans le paquet anglais (shared/site/languages/en.ts), dans la langue du site.',
  }),
  siteWordsPlaceholders: (file, key, missing) => ({
    message: `${file}${NB}: ${quote(key)} omet ${missing.join(', ')}, que le moteur y remplit.`,
    hint: 'Gardez chacun d’eux à sa place dans la phrase, comme en anglais.',
  }),
  unknownCountry: (code) => ({
    message: `${quote(code)} n’est pas un code de pays que le site connaît.`,
    hint: `Écrivez le code de deux lettres (ISO 3166) du pays de l’entreprise, par exemple ${quote('FR')} ou ${quote('CA')}.`,
  }),
  badPhone: (phone, country, example) => ({
    message: `${quote(phone)} n’est pas un numéro de téléphone valide (pays${NB}: ${countryName(country)}).`,
    hint: `Écrivez le numéro comme on le compose dans ce pays, avec son indicatif régional${example ? `, par exemple ${example}` : ''}${NB}; ou réglez sous ${COUNTRY_CONVENTIONS} le pays de l’entreprise.`,
  }),
  badRegExp: (pattern) => ({
    message: `${quote(pattern)} n’est pas une règle valide (pas une expression régulière valide).`,
    hint: `Corrigez la règle, par exemple ${quote('^\\d{5}$')} pour les codes postaux français.`,
  }),
  badPostalCode: (value, label, pattern, example) => ({
    message: `${quote(value)} n’est pas une valeur valide pour ${quote(label)}.`,
    hint: example
      ? `Écrivez-la comme la poste l’écrit, par exemple ${example}.`
      : `Écrivez-la comme la poste l’écrit${NB}; aucune valeur de ${quote(label)} sur le site ne suit la règle des codes postaux sous ${COUNTRY_CONVENTIONS} (${pattern})${NB}: vérifiez-la aussi.`,
  }),
  missingRegion: (kind, country, example) => ({
    message: `Il manque à l’adresse de l’entreprise la mention ${quote(regionName(kind))}, que les adresses de ce pays (${countryName(country)}) doivent toujours avoir.`,
    hint: `Remplissez ${REGION_FIELD} comme la poste l’écrit${example ? `, par exemple ${example}` : ''}.`,
  }),
  townMissingRegion: (town, kind, country, example) => ({
    message: `Il manque à la ville ${town} la mention ${quote(regionName(kind))}, que les adresses de ce pays (${countryName(country)}) doivent toujours avoir.`,
    hint: `Remplissez son champ ${REGION_FIELD} comme la poste l’écrit${example ? `, par exemple ${example}` : ''}.`,
  }),
  closesBeforeOpening: (opens, closes, lastMinute, midnight) => ({
    message: `L’heure de fermeture ${closes} ne vient pas après l’heure d’ouverture ${opens}.`,
    hint: `Choisissez une heure de fermeture après ${opens} le même jour. Ouvert après minuit${NB}? Fermez à ${lastMinute} et ouvrez le lendemain à ${midnight}.`,
  }),
  unknownRegion: (value, label, allowed) => ({
    message: `${quote(value)} n’est aucune des valeurs de ${quote(label)} que le site connaît.`,
    hint: `${vouliezVous(value, allowed)}Utilisez l’une d’elles${NB}: ${allowed.join(', ')}, ou ajoutez-la aux régions sous ${COUNTRY_CONVENTIONS}.`,
  }),
  missingImage: (src, files) => ({
    message: `Le fichier d’image ${quote(src)} n’existe pas dans le dossier assets/images/.`,
    hint: `${vouliezVous(src, files)}Placez le fichier dans assets/images/ ou corrigez le nom.`,
  }),
  unknownIcon: (name, names, about) => ({
    message: `Aucune icône Lucide ne s’appelle ${quote(name)}.`,
    hint: `${vouliezVous(name, names)}${about.length ? `Icônes liées à ${quote(name)}${NB}: ${about.join(', ')}. ` : ''}Cherchez l’icône sur lucide.dev/icons et écrivez son nom tel que le site l’affiche, en minuscules et avec des traits d’union (comme leaf, zap ou shield-check).`,
  }),
  brokenLink: (href, routes) => ({
    message: `Lien vers ${href}, mais aucune page n’a cette adresse.`,
    hint: `${vouliezVous(href.split('#')[0] ?? href, routes)}Corrigez l’adresse, ou ajoutez la page.`,
  }),
  unknownTestimonial: (id, ids) => ({
    message: `Aucun avis n’a le nom court ${quote(id)}.`,
    hint: `${vouliezVous(id, ids)}Ajoutez-le aux avis clients ou corrigez le nom.`,
  }),
  townWithoutTestimonials: (town, ids, template) => ({
    message: `La ville ${town} n’a pas d’avis ${ids.map(quote).join(' ou ')}, que sa page du modèle ${quote(template)} affiche.`,
    hint: `Ajoutez-${ids.length === 1 ? 'le' : 'les'} aux avis clients, ou remplissez ${quote('Avis de secours')} dans le bloc ${quote('Avis clients')} du modèle (par exemple avec les avis généraux du site) pour les villes qui n’ont pas les leurs.`,
  }),
  unknownPost: (slug, slugs) => ({
    message: `Aucun article de blog n’a le nom dans l’adresse ${quote(slug)}.`,
    hint: `${vouliezVous(slug, slugs)}Articles${NB}: ${slugs.join(', ')}.`,
  }),
  aliasToNowhere: (to, routes) => ({
    message: `L’adresse supplémentaire mène à ${to}, mais aucune page n’a cette adresse.`,
    hint: `${vouliezVous(to, routes)}Faites-la mener à une page existante.`,
  }),
  aliasChain: (to) => ({
    message: `L’adresse supplémentaire mène à ${to}, qui est elle-même une adresse supplémentaire.`,
    hint: 'Faites-la mener directement à la page principale.',
  }),
  pageServiceMissing: () => ({
    message: 'Une page présentée aux moteurs de recherche comme une prestation a besoin de sa prestation.',
    hint: 'Choisissez la prestation que présente la page (parmi les prestations), ou plusieurs si elle en présente plusieurs.',
  }),
  templateServiceMissing: () => ({
    message: 'Un modèle de page de ville a besoin de sa prestation.',
    hint: 'Choisissez la prestation que vendent ces pages (parmi les prestations).',
  }),
  unknownCategory: (category, categories) => ({
    message: `La catégorie ${quote(category)} n’est pas l’une des catégories du blog.`,
    hint: `${vouliezVous(category, categories)}Catégories${NB}: ${categories.join(', ')}.`,
  }),
  formWithoutName: () => ({
    message: `Le formulaire de contact doit demander un nom, à remplir obligatoirement${NB}: chaque demande est rangée sous un nom.`,
    hint: `Ajoutez le champ ${quote('Prénom')} ou ${quote('Nom')} aux champs du formulaire, et laissez ${quote('Obligatoire')} coché pour lui.`,
  }),
  formWithoutWayToReach: () => ({
    message:
      'Le formulaire de contact doit demander un numéro de téléphone ou une adresse e-mail, à remplir obligatoirement, sinon vous ne pourriez pas répondre à une demande.',
    hint: `Ajoutez le champ ${quote('Téléphone')} ou ${quote('E-mail')} aux champs du formulaire, et laissez ${quote('Obligatoire')} coché pour lui.`,
  }),
  formFieldTwice: (field, first) => ({
    message: `Le formulaire de contact demande deux fois ${quote(FORM_BOXES[field] ?? field)}.`,
    hint: `Chaque case ne peut être demandée qu’une fois${NB}: supprimez celle-ci ou le ${first === 1 ? `${first}er` : `${first}e`}${NB}champ de la liste.`,
  }),

  extraComma: (place) => ({
    message: `Virgule en trop après le dernier élément, en ${at(place)}.`,
    hint: `Supprimez cette virgule${NB}: le dernier élément d’une liste ou d’un objet n’en a pas après lui.`,
  }),
  missingComma: (place) => ({
    message: `Virgule manquante entre deux éléments, en ${at(place)}.`,
    hint: 'Mettez une virgule après l’élément qui se termine juste avant cet endroit.',
  }),
  curlyQuote: (character, place) => ({
    message: `Guillemet typographique ${character} en ${at(place)}${NB}: utilisez un guillemet droit ".`,
    hint: `Les traitements de texte changent les guillemets pendant la frappe${NB}; écrivez les textes et les noms entre guillemets droits ".`,
  }),
  unescapedQuote: (place) => ({
    message: `Un guillemet à l’intérieur d’un texte doit s’écrire \\" (en ${at(place)}).`,
    hint: `Mettez une barre oblique inverse devant chaque guillemet qui fait partie du texte, ou utilisez-y des guillemets typographiques «${NB}».`,
  }),
  unexpectedEnd: (place) => ({
    message: `Le fichier se termine trop tôt, en ${at(place)}${NB}: il manque un guillemet fermant, une } ou un ].`,
    hint: 'Fermez chaque texte par ", chaque { par } et chaque [ par ], dans le bon ordre.',
  }),
  syntaxOther: (_parserWords, place) => ({
    message: `Le fichier n’est pas du JSON valide en ${at(place)}.`,
    hint: 'Cherchez, juste avant cet endroit, une virgule, un guillemet ou un crochet manquant.',
  }),
};
