// Las palabras del catálogo en español (the catalogue's words in Spanish): what the site editor shows a
// Spanish-speaking office manager (choose-language.ts gives them to the entries; `npm run check` stays
// English). One function per entry of catalogue.ts, with its arguments, so a new entry without Spanish
// words fails tsc. Written as a Spanish speaker would say it to the person keeping the site, addressed
// with "usted", in neutral Spanish that reads well in Spain and in Latin America: names of fields as the
// Spanish editor shows them, no keys or JSON terms.
// Words other modules pass in English (a list's kind, a contrast pair's place, an address fix) are
// said here in Spanish; the schema's own words come through schemaText() (the schema's words in
// Spanish, schema/generated/words.es.json).
import type { RegionKind } from '../../shared/contact/locale';
import { countryWords } from '../../shared/site/country-words';
import type { CatalogueIn } from './catalogue-in';
import { closest } from './did-you-mean';
import type { Words } from './entry';
import { fieldFormats } from './field-formats';
import { schemaText } from './language';

type Place = { line: number; column: number };

/** A value as Spanish writes it in a sentence: a text between « », anything else as written. */
const quote = (value: unknown) => (typeof value === 'string' ? `«${value}»` : JSON.stringify(value));
const list = (values: readonly unknown[]) => values.map(quote).join(', ');
const at = ({ line, column }: Place) => `${line}:${column}`;
/** «sueco»: a language by its code, as Spanish names it (in small letters). */
const idioma = (locale: string) =>
  new Intl.DisplayNames(['es'], { type: 'language' }).of(locale.split('-')[0]!) ?? locale;
/** A number with the Spanish decimal comma. */
const number = (value: number | string) => String(value).replace('.', ',');

/** "¿Quería decir «x»? " for a misspelt name (did-you-mean.ts). */
function queriaDecir(value: string, candidates: Iterable<string>): string {
  const suggestion = closest(value, candidates);
  return suggestion ? `¿Quería decir «${suggestion}»? ` : '';
}

const KINDS: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'sí o no',
  array: 'una lista',
  object: 'un grupo de ajustes',
};

const FORMATS: Record<string, string> = {
  uri: 'una dirección web válida',
  'uri-reference': 'una dirección válida',
  email: 'una dirección de correo electrónico válida',
  date: 'una fecha válida',
  time: 'una hora válida',
  'date-time': 'una fecha y hora válidas',
};

/** A comparison as ajv gives it ("<= 5") in words. */
function limitInWords(limit: string): string {
  const [, comparison, value = ''] = /^(<=|>=|<|>)\s*(.+)$/.exec(limit) ?? [];
  const words: Record<string, string> = {
    '<=': 'como máximo',
    '>=': 'como mínimo',
    '<': 'menor que',
    '>': 'mayor que',
  };
  return comparison ? `${words[comparison]} ${number(value)}` : limit;
}

/** ajv's own English for the rules no entry words yet, in Spanish where it is known; else a plain sentence. */
function ajvInSpanish(ajvWords = ''): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^must NOT have more than (\d+) characters$/, (n) => `Puede tener ${n} caracteres como máximo.`],
    [/^must NOT have fewer than (\d+) characters$/, (n) => `Necesita al menos ${n} caracteres.`],
    [/^must NOT have more than (\d+) items$/, (n) => `Puede tener ${n} elementos como máximo.`],
    [/^must NOT have duplicate items/, () => 'Tiene un elemento repetido.'],
    [/^must be multiple of (.+)$/, (n) => `Tiene que ser un múltiplo de ${number(n)}.`],
    [/^must be equal to one of the allowed values$/, () => 'No es un valor permitido.'],
  ];
  for (const [pattern, words] of rules) {
    const match = pattern.exec(ajvWords);
    if (match) return words(...match.slice(1));
  }
  return 'Así no es válido.';
}

/** The lists whose entries must differ (generator/check/cross-check.ts names them in English). */
const LIST_KINDS: Record<string, { another: string; each: string }> = {
  town: { another: 'Otra localidad', each: 'a cada localidad' },
  'page template': { another: 'Otra plantilla', each: 'a cada plantilla' },
  service: { another: 'Otro servicio', each: 'a cada servicio' },
  review: { another: 'Otra reseña', each: 'a cada reseña' },
  'blog post': { another: 'Otra entrada', each: 'a cada entrada' },
  project: { another: 'Otro proyecto', each: 'a cada proyecto' },
  block: { another: 'Otro bloque', each: 'a cada bloque' },
};
const LIST_FIELDS: Record<string, { the: string; own: string }> = {
  'address name': { the: 'el nombre en la dirección', own: 'un nombre en la dirección propio' },
  'short name': { the: 'el nombre corto', own: 'un nombre corto propio' },
  'block name': { the: 'el nombre de bloque', own: 'un nombre de bloque propio' },
  number: { the: 'el número', own: 'un número propio' },
};
/** How the check names the first of two entries: a name, “a title”, "by Anna" (a review), "block 3". */
const entryName = (name: string) =>
  name
    .replace(/^by (.+)$/, 'de $1')
    .replace(/^block (\d+)$/, 'bloque $1')
    .replace(/“([^”]*)”/g, '«$1»');

/** The places of the theme's colour pairs (shared/site/palette.ts). */
const CONTRAST_PLACES: Record<string, string> = {
  'body text on white': 'texto normal sobre blanco',
  'body text on soft bands': 'texto normal sobre las franjas de fondo suave',
  'headings on soft bands': 'títulos sobre las franjas de fondo suave',
  'small print on white': 'letra pequeña sobre blanco',
  'small print on soft bands': 'letra pequeña sobre las franjas de fondo suave',
  'links on white': 'enlaces sobre blanco',
  'links on soft bands': 'enlaces sobre las franjas de fondo suave',
  'button labels on the accent': 'texto de los botones sobre el color de acento',
  'text on dark bands and the hero': 'texto sobre las franjas oscuras y la portada',
  "the hero's eyebrow line": 'la línea sobre el título de la portada',
  'emergency bands and buttons': 'franjas y botones de urgencias',
};
/** The theme's colours, as the Spanish editor names them. */
const COLOURS: Record<string, string> = {
  text: 'el color del texto',
  ink: 'el color de los títulos',
  muted: 'el color de la letra pequeña',
  accent: 'el color de acento',
  accentDark: 'el color de acento oscuro',
  heroEyebrow: 'el color de la línea superior de la portada',
  emergency: 'el color de urgencias',
  line: 'el color de los bordes',
  soft: 'el color de fondo suave',
};

/** The contact form's boxes, as the Spanish editor names them (site.json's names are its keys). */
const FORM_BOXES: Record<string, string> = {
  firstName: 'Nombre',
  lastName: 'Apellidos',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  street: 'Calle',
  city: 'Localidad',
  region: 'Región',
  postalCode: 'Código postal',
  comments: 'Mensaje',
};

/** A fix for two pages at one address (generator/pages/expand.ts words it in English). */
function collisionFix(fix: string): string {
  const town = /^Give the town (.+) an address name of its own \(no other town or page may have "(.+)"\)\.$/.exec(fix);
  if (town)
    return `Dé a la localidad ${town[1]} un nombre en la dirección propio (ninguna otra localidad ni página puede tener «${town[2]}»).`;
  const post = /^Give the blog post “(.+)” an address name of its own\.$/.exec(fix);
  if (post) return `Dé a la entrada «${post[1]}» un nombre en la dirección propio.`;
  return 'Cambie la dirección de una de las dos páginas.';
}

/** A country's name in Spanish ("MX" → "México"), or its code when Intl does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['es'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const COUNTRY_CONVENTIONS = '«Costumbres del país»';
const STATE_OR_REGION = '«Estado, provincia o región»';

/** Every value the schema explains in words: the schema's words for it, in Spanish. */
const notWrittenAsSaid = (value: unknown, schemaWords: string): Words => ({
  message: `${quote(value)} no está escrito como debe.`,
  hint: schemaText(schemaWords),
});
const fieldFormatsInSpanish = Object.fromEntries(Object.keys(fieldFormats).map((name) => [name, notWrittenAsSaid])) as {
  [K in keyof typeof fieldFormats]: typeof notWrittenAsSaid;
};

export const catalogueInSpanish: CatalogueIn = {
  unknownProperty: (name, allowed) => ({
    message: `«${name}» no es un ajuste que el sitio conozca en este lugar.`,
    hint: `${queriaDecir(name, allowed)}Aquí se admiten: ${allowed.join(', ')}.`,
  }),
  missingProperty: (title, description) => ({
    message: `Complete «${schemaText(title)}».`,
    hint: schemaText(description),
  }),
  wrongType: (expected, description) => ({
    message: `Tiene que ser ${KINDS[expected] ?? expected}.`,
    hint: schemaText(description),
  }),
  notAllowed: (value, allowed) => ({
    message: `${quote(value)} no es un valor permitido.`,
    hint: `${typeof value === 'string' ? queriaDecir(value, allowed.map(String)) : ''}Elija uno de estos valores: ${list(allowed)}.`,
  }),
  unknownBlockType: (value, allowed) => ({
    message: `Tipo de bloque desconocido: ${quote(value)}.`,
    hint: `${typeof value === 'string' ? queriaDecir(value, allowed) : ''}Tipos de bloque: ${allowed.join(', ')}.`,
  }),
  badPattern: (value, description) => ({
    message: `${quote(value)} no está escrito como debe.`,
    hint: schemaText(description),
  }),
  badFormat: (value, format, description) => ({
    message: `${quote(value)} no es ${FORMATS[format] ?? `correcto (${format})`}.`,
    hint: schemaText(description),
  }),
  tooShort: (min) =>
    min === 1
      ? { message: 'Está vacío.', hint: 'Escriba las palabras que van aquí.' }
      : { message: `Demasiado corto: necesita al menos ${min} caracteres.`, hint: 'Escriba un poco más.' },
  tooLong: (max, length) => ({
    message: `Demasiado largo: ${length} caracteres, donde caben ${max} como máximo.`,
    hint: 'Acórtelo, o repártalo en varios párrafos o elementos.',
  }),
  tooFew: (min) => ({
    message: `Necesita al menos ${min} ${min === 1 ? 'elemento' : 'elementos'}.`,
    hint: 'Añada a la lista los elementos que faltan.',
  }),
  tooMany: (max) => ({
    message: `Tiene más de ${max} elementos.`,
    hint: `Quite elementos hasta que queden ${max} como máximo.`,
  }),
  outOfRange: (limit) => ({ message: `Tiene que ser ${limitInWords(limit)}.` }),
  noMatch: (description) => ({
    message: 'No encaja en ninguna de las formas posibles aquí.',
    hint: schemaText(description),
  }),
  schemaOther: (ajvWords) => ({ message: ajvInSpanish(ajvWords) }),

  ...fieldFormatsInSpanish,

  unknownTown: (slug, towns) => ({
    message: `Ninguna localidad tiene el nombre en la dirección «${slug}».`,
    hint: `${queriaDecir(slug, towns)}Localidades: ${towns.join(', ')}. Añada primero la localidad o corrija cómo está escrito.`,
  }),
  unknownService: (id, services) => ({
    message: `Ningún servicio tiene el nombre corto «${id}».`,
    hint: `${queriaDecir(id, services)}Servicios: ${services.join(', ')}.`,
  }),
  unknownTemplate: (id, templates) => ({
    message: `Ninguna plantilla tiene el nombre corto «${id}».`,
    hint: `${queriaDecir(id, templates)}Plantillas: ${templates.join(', ')}.`,
  }),
  unknownBlockId: (id, template, ids) => ({
    message: `La plantilla «${template}» no tiene ningún bloque con el nombre de bloque «${id}».`,
    hint: `${queriaDecir(id, ids)}Nombres de bloque en esa plantilla: ${ids.join(', ') || '(ninguno)'}.`,
  }),
  blockNotForTown: (id, town) => ({
    message: `El bloque «${id}» no se muestra para ${town}, así que este texto nunca aparecería.`,
    hint: `En la plantilla, añada ${town} a la lista «Solo para estas localidades» de ese bloque, o borre este texto propio.`,
  }),
  duplicate: (kind, field, value, first) => {
    const k = LIST_KINDS[kind] ?? { another: 'Otro elemento', each: 'a cada elemento' };
    const f = LIST_FIELDS[field] ?? { the: 'el valor', own: 'un valor propio' };
    return {
      message: `${k.another} ya tiene ${f.the} «${value}» (${entryName(first)}).`,
      hint: `Dé ${k.each} ${f.own}.`,
    };
  },
  sameName: (kind, name, firstPosition) => {
    const [another, first, each] =
      kind === 'town'
        ? ['Otra localidad', `la ${firstPosition}.ª localidad`, 'a cada localidad']
        : ['Otro servicio', `el ${firstPosition}.º servicio`, 'a cada servicio'];
    return {
      message: `${another} ya se llama «${name}» (${first} de la lista).`,
      hint: `Dé ${each} un nombre propio: si no, el menú, el pie de página y los títulos de las páginas muestran dos veces «${name}».`,
    };
  },
  routeCollision: (path, pages, fix) => ({
    message: `Dos páginas tendrían la misma dirección ${path}: ${pages.map(entryName).join(' y ')}.`,
    hint: collisionFix(fix),
  }),
  mainTextMissing: (main) => {
    const L = new Intl.DisplayNames(['es'], { type: 'language' }).of(main.split('-')[0]!) ?? main;
    return {
      message: `Este texto no está escrito en ${L}, el idioma principal del sitio.`,
      hint: `Escríbalo también en ${L}: una página se escribe primero en el idioma principal y después se traduce.`,
    };
  },
  factPerLanguage: (value) => ({
    message: 'Es un dato, igual en todos los idiomas, pero aquí está escrito una vez por idioma.',
    hint: `Escríbalo una sola vez, para todos los idiomas: ${quote(value)}.`,
  }),
  unknownPlaceholder: (name, allowed) => ({
    message: `El texto quiere completar «${name}», que el sitio no conoce aquí.`,
    hint: `${queriaDecir(name, allowed)}Lo que puede completar aquí: ${allowed.join(', ')}.`,
  }),
  lowContrast: (text, background, where, ratio, change) => ({
    message: `El texto en ${text} sobre ${background}${CONTRAST_PLACES[where] ? ` (${CONTRAST_PLACES[where]})` : ''} se lee mal: contraste de ${number(ratio.toFixed(2))}:1, por debajo del 4,5:1 que pide la norma WCAG AA.`,
    hint: `Oscurezca o aclare ${COLOURS[change] ?? `el color «${change}»`} hasta que la pareja llegue a 4,5:1.`,
  }),
  fontNotInstalled: (family, installed) => ({
    message: `El tipo de letra «${family}» no está instalado.`,
    hint: `Instálelo con \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\`, o elija uno instalado: ${installed.join(', ')}.`,
  }),
  fontWeightsMissing: (family, needs, has) => ({
    message: `El tipo de letra «${family}» tiene los grosores ${has.replace(' to ', ' a ')}, pero para este uso se necesita ${needs.replace(' to ', ' a ')}.`,
    hint: 'Elija un tipo de letra variable cuyos grosores lo cubran.',
  }),
  noLanguagePack: (locale, file, languages) => ({
    message: `El motor del sitio no tiene palabras en ${idioma(locale)} (${locale}): las páginas, los mensajes del formulario, las respuestas del servidor y el correo de cada solicitud estarían en inglés.`,
    hint: `Escríbalas en ${file}, junto a site.json: \`npm run words -- ${locale}\` crea el archivo con las palabras en inglés para traducirlas (cada palabra suelta se sigue cambiando en «Textos del sitio»); o elija un idioma que hable el motor: ${languages.join(', ')}.`,
  }),
  siteWordsNotJson: (file, error) => ({
    message: `${file} no es un JSON válido: ${error}.`,
    hint: `Corrija ${file}: cada palabra va como "nombre": "texto", con comas entre ellas.`,
  }),
  siteWordsMissing: (file, missing) => ({
    message: `A ${file} ${missing.length === 1 ? 'le falta una de las palabras' : `le faltan ${missing.length} de las palabras`} del motor: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}.`,
    hint: `${missing.length === 1 ? 'Añádala' : 'Añádalas'} (las palabras en inglés están en shared/site/languages/en.ts), o escriba "extends": "<un idioma del motor>" para tomar las demás de ese idioma.`,
  }),
  siteWordsUnknown: (file, key, known) => ({
    message: `${file} contiene «${key}», que no es ninguna de las palabras del motor.`,
    hint: `${queriaDecir(key, known)}Bórrela, o llámela como en shared/site/languages/en.ts.`,
  }),
  siteWordsWrong: (file, key, wanted) => ({
    message: `${file}: «${key}» tiene que ser ${wanted === 'a text' ? 'un texto' : wanted === '12 or 24' ? '12 o 24' : wanted}.`,
    hint: 'Escríbala como en el paquete en inglés (shared/site/languages/en.ts), en el idioma del sitio.',
  }),
  siteWordsPlaceholders: (file, key, missing) => ({
    message: `${file}: a «${key}» le falta ${missing.join(', ')}, que el motor completa en ese lugar.`,
    hint: 'Deje cada uno de esos huecos en su sitio dentro de la frase, como en inglés.',
  }),
  unknownCountry: (code) => ({
    message: `«${code}» no es un código de país que conozca el sitio.`,
    hint: 'Escriba el código de dos letras (ISO 3166) del país de la empresa, como «ES» o «MX».',
  }),
  badPhone: (phone, country, example) => ({
    message: `«${phone}» no es un número de teléfono válido (país: ${countryName(country)}).`,
    hint: `Escriba el número como se marca allí, con su prefijo de zona, si lo tiene${example ? `, como ${example}` : ''}; o indique en ${COUNTRY_CONVENTIONS} el país de la empresa.`,
  }),
  badRegExp: (pattern) => ({
    message: `«${pattern}» no es una regla válida (no es una expresión regular válida).`,
    hint: 'Corrija la regla, como «^\\d{5}$» para los códigos postales de cinco cifras.',
  }),
  badPostalCode: (value, label, pattern, example) => ({
    message: `«${value}» no es un dato válido para «${label}».`,
    hint: example
      ? `Escríbalo como lo escribe el servicio de correos, como ${example}.`
      : `Escríbalo como lo escribe el servicio de correos; ningún dato de «${label}» del sitio encaja con la regla del código postal de ${COUNTRY_CONVENTIONS} (${pattern}), así que revise también esa regla.`,
  }),
  missingRegion: (kind, country, example) => ({
    message: `A la dirección de la oficina le falta el dato «${countryWords('es').region[kind as RegionKind] ?? 'Región'}», que las direcciones de este país (${countryName(country)}) siempre llevan.`,
    hint: `Complete ${STATE_OR_REGION} como lo escribe el servicio de correos${example ? `, como ${example}` : ''}.`,
  }),
  townMissingRegion: (town, kind, country, example) => ({
    message: `A la localidad ${town} le falta el dato «${countryWords('es').region[kind as RegionKind] ?? 'Región'}», que las direcciones de este país (${countryName(country)}) siempre llevan.`,
    hint: `Complete su ${STATE_OR_REGION} como lo escribe el servicio de correos${example ? `, como ${example}` : ''}.`,
  }),
  closesBeforeOpening: (opens, closes, lastMinute, midnight) => ({
    message: `La hora de cierre, ${closes}, no es posterior a la de apertura, ${opens}.`,
    hint: `Elija una hora de cierre posterior a ${opens} el mismo día. ¿Abre pasada la medianoche? Cierre a las ${lastMinute} y abra al día siguiente a las ${midnight}.`,
  }),
  unknownRegion: (value, label, allowed) => ({
    message: `«${value}» no es ninguno de los datos de «${label}» que conoce el sitio.`,
    hint: `${queriaDecir(value, allowed)}Elija uno de ellos: ${allowed.join(', ')}, o añádalo a las regiones de ${COUNTRY_CONVENTIONS}.`,
  }),
  missingImage: (src, files) => ({
    message: `El archivo de imagen «${src}» no está en la carpeta assets/images/.`,
    hint: `${queriaDecir(src, files)}Ponga el archivo en assets/images/ o corrija el nombre.`,
  }),
  unknownIcon: (name, names, about) => ({
    message: `Ningún icono de Lucide se llama «${name}».`,
    hint: `${queriaDecir(name, names)}${about.length ? `Iconos relacionados con «${name}»: ${about.join(', ')}. ` : ''}Busque el icono en lucide.dev/icons y escriba su nombre tal como lo muestra la página, en minúsculas y con guiones (como leaf, zap o shield-check).`,
  }),
  brokenLink: (href, routes) => ({
    message: `Enlace a ${href}, pero ninguna página tiene esa dirección.`,
    hint: `${queriaDecir(href.split('#')[0] ?? href, routes)}Corrija la dirección o añada la página.`,
  }),
  unknownTestimonial: (id, ids) => ({
    message: `Ninguna reseña tiene el nombre corto «${id}».`,
    hint: `${queriaDecir(id, ids)}Añádala a las reseñas de clientes o corrija el nombre.`,
  }),
  townWithoutTestimonials: (town, ids, template) => ({
    message: `La localidad ${town} no tiene ${ids.length === 1 ? 'la reseña' : 'ninguna de las reseñas'} ${ids.map(quote).join(', ')}, que muestra su página de la plantilla «${template}».`,
    hint: `${ids.length === 1 ? 'Añádala' : 'Añádalas'} a las reseñas de clientes, o complete en el bloque «Reseñas de clientes» de la plantilla «Reseñas si no se encuentra ninguna» (por ejemplo, con las reseñas generales del sitio) para las localidades sin reseñas propias.`,
  }),
  unknownPost: (slug, slugs) => ({
    message: `Ninguna entrada del blog tiene el nombre en la dirección «${slug}».`,
    hint: `${queriaDecir(slug, slugs)}Entradas: ${slugs.join(', ')}.`,
  }),
  aliasToNowhere: (to, routes) => ({
    message: `La dirección adicional lleva a ${to}, pero ninguna página tiene esa dirección.`,
    hint: `${queriaDecir(to, routes)}Haga que lleve a una página que exista.`,
  }),
  aliasChain: (to) => ({
    message: `La dirección adicional lleva a ${to}, que a su vez es una dirección adicional.`,
    hint: 'Haga que lleve directamente a la página principal.',
  }),
  pageServiceMissing: () => ({
    message: 'Una página que se presenta a los buscadores como servicio necesita su servicio.',
    hint: 'Elija el servicio que presenta la página (de entre los servicios), o varios si presenta varios.',
  }),
  templateServiceMissing: () => ({
    message: 'Una plantilla de páginas de localidad necesita su servicio.',
    hint: 'Elija el servicio que venden estas páginas (de entre los servicios).',
  }),
  unknownCategory: (category, categories) => ({
    message: `La categoría «${category}» no es ninguna de las categorías del blog.`,
    hint: `${queriaDecir(category, categories)}Categorías: ${categories.join(', ')}.`,
  }),
  formWithoutName: () => ({
    message:
      'El formulario de contacto tiene que pedir un nombre obligatorio: cada solicitud se guarda bajo un nombre.',
    hint: 'Añada el recuadro «Nombre» o «Apellidos» a los campos del formulario y deje marcada en él la opción «Obligatorio».',
  }),
  formWithoutWayToReach: () => ({
    message:
      'El formulario de contacto tiene que pedir un teléfono o un correo electrónico obligatorio; si no, usted no podría responder a una solicitud.',
    hint: 'Añada el recuadro «Teléfono» o «Correo electrónico» a los campos del formulario y deje marcada en él la opción «Obligatorio».',
  }),
  formFieldTwice: (field, first) => ({
    message: `El formulario de contacto pide dos veces «${FORM_BOXES[field] ?? field}».`,
    hint: `Cada recuadro solo se puede pedir una vez: quite este o el ${first}.º campo de la lista.`,
  }),

  extraComma: (place) => ({
    message: `Sobra una coma después del último elemento en ${at(place)}.`,
    hint: 'Borre esa coma: después del último elemento de una lista o de un objeto no va ninguna.',
  }),
  missingComma: (place) => ({
    message: `Falta una coma entre dos elementos en ${at(place)}.`,
    hint: 'Ponga una coma después del elemento que termina justo antes de este lugar.',
  }),
  curlyQuote: (character, place) => ({
    message: `Comilla tipográfica ${character} en ${at(place)}: escriba una comilla recta ".`,
    hint: 'Los procesadores de texto cambian las comillas mientras escribe; ponga los textos y los nombres entre comillas rectas ".',
  }),
  unescapedQuote: (place) => ({
    message: `Una comilla dentro de un texto se escribe \\" (en ${at(place)}).`,
    hint: 'Ponga una barra invertida delante de cada comilla que forme parte del texto, o escriba dentro comillas tipográficas « » o “ ”.',
  }),
  unexpectedEnd: (place) => ({
    message: `El archivo termina demasiado pronto en ${at(place)}: falta una comilla de cierre, una } o un ].`,
    hint: 'Cierre cada texto con ", cada { con } y cada [ con ], en el orden correcto.',
  }),
  syntaxOther: (_parserWords, place) => ({
    message: `El archivo no es un JSON válido en ${at(place)}.`,
    hint: 'Busque justo antes de ese lugar una coma, una comilla o un corchete que falte.',
  }),
};
