// Las palabras del doctor en español (the doctor's words in Spanish): what the site editor shows a
// Spanish-speaking office manager after a publish and in its advice (say.ts chooses them; `npm run
// doctor` stays English). One function per entry of words.ts, with its facts, so a missing one fails
// tsc. Written as a Spanish speaker would say it to the person keeping the site, addressed with
// "usted", in neutral Spanish for Spain and Latin America: fields named as the Spanish editor names
// them, no keys or JSON terms. What a developer needs by hand (`byHand`) stays the English entry's.
import type {
  BusinessFacts,
  CopiedFrom,
  DoctorNotesIn,
  DoctorWordsIn,
  MetaField,
  NamedField,
  NapPlace,
  NearCopy,
} from './words';

/** A share (0.85) as Spanish writes a percentage ("85 %", with a no-break space). */
const porcentaje = (share: number) => `${Math.round(share * 100)}\u00a0%`;
const citados = (texts: string[]) => texts.map((t) => `«${t}»`).join(', ');
const lista = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}` : (items[0] ?? '');
/** The verb after a list: "falta Milan", "faltan Milan y Norwalk". */
const numero = (items: string[], uno: string, varios: string) => (items.length > 1 ? varios : uno);

const LUGAR: Record<NapPlace, string> = { footer: 'El pie de página', contactPage: 'La página de contacto' };
const napPista = (b: BusinessFacts) =>
  `Muestre la empresa en todas partes exactamente como figura en los datos de la empresa (${b.name}, ${b.address}, ${b.phone}): corrija el texto que no coincide, o los datos de la empresa si el error está allí.`;
const FALLO_DEL_MOTOR = 'Es un fallo del motor del sitio, no de su texto; avise a un programador.';
const imagenPista =
  'Escriba una descripción de la imagen: una frase breve que diga lo que muestra (p. ej., «Corteza de pino recién echada alrededor de un arce joven en el jardín delantero»). Para una imagen que nadie echaría de menos, marque en su lugar «Solo decorativa».';
const rutaPista = `Las dos salen de la dirección de la página. ${FALLO_DEL_MOTOR}`;
const localidadesPista =
  'Corrija la enumeración, o deje que el sitio enumere las localidades atendidas: así sigue siendo correcta cuando se añade o se quita una localidad.';
const robotsPista = (sitemap: string) =>
  `Necesita la línea «Sitemap: ${sitemap}». Revise la dirección web en los ajustes del sitio web y vuelva a preparar el sitio (eso hace «Publicar»); si la dirección es correcta, avise a un programador.`;
const MAPA_PISTA = 'Vuelva a preparar el sitio (eso hace «Publicar»); si sigue igual, avise a un programador.';
const direccionWebPista = (origin?: string) =>
  `Revise la dirección web en los ajustes del sitio web${origin ? ` (${origin})` : ''}; si es correcta, avise a un programador.`;

/** A title or a description, in the forms a Spanish sentence needs. */
const CAMPO: Record<
  MetaField,
  {
    el: string;
    ninguno: string;
    uno: string;
    varios: string;
    corto: string;
    largo: string;
    lo: string;
    enEl: string;
    propio: string;
    deLaLocalidad: string;
  }
> = {
  title: {
    el: 'El título',
    ninguno: 'ningún título',
    uno: 'un título',
    varios: 'títulos',
    corto: 'corto',
    largo: 'largo; los resultados de búsqueda lo cortan',
    lo: 'Acórtelo',
    enEl: 'en él',
    propio: 'su propio título',
    deLaLocalidad: 'el título propio de la localidad',
  },
  description: {
    el: 'La descripción',
    ninguno: 'ninguna descripción',
    uno: 'una descripción',
    varios: 'descripciones',
    corto: 'corta',
    largo: 'larga; los resultados de búsqueda la cortan',
    lo: 'Acórtela',
    enEl: 'en ella',
    propio: 'su propia descripción',
    deLaLocalidad: 'la descripción propia de la localidad',
  },
};

const limitePista =
  'El límite es el ajuste «Parecido permitido entre páginas de localidad», en los ajustes del sitio web.';
const frases = (texts: string[]) =>
  texts.length > 3
    ? `${texts
        .slice(0, 3)
        .map((t) => `«${t}»`)
        .join(' ')} y ${texts.length - 3} más`
    : texts.map((t) => `«${t}»`).join(' ');
const enLaParte = (block?: string) => (block ? ` en ${block}` : '');
/** «El título «…» es», «Las frases «…» «…» son»: what was copied, and its verb. */
const textoCopiado = (f: CopiedFrom) =>
  f.field === 'line' && f.sentences.length > 1
    ? `Las líneas ${frases(f.sentences)} son`
    : f.field === 'heading' || f.field === 'line'
      ? `${CAMPO_NOMBRADO[f.field]} ${frases(f.sentences)} es`
      : `${f.sentences.length > 1 ? 'Las frases' : 'La frase'} ${frases(f.sentences)} ${f.sentences.length > 1 ? 'son' : 'es'}`;
/** «este título», «estas frases»: what to write a version of. */
const cosaCopiada = (f: CopiedFrom) =>
  f.field === 'heading'
    ? 'este título'
    : f.field === 'line'
      ? f.sentences.length > 1
        ? 'estas líneas'
        : 'esta línea'
      : f.sentences.length > 1
        ? 'estas frases'
        : 'esta frase';
/** «quítelo», «quítelas»: leaving out what was copied, with its pronoun. */
const quitarlo = (f: CopiedFrom) =>
  f.field === 'heading' ? 'quítelo' : f.sentences.length > 1 ? 'quítelas' : 'quítela';
/** How to bring a page's shared text down: the parts every town shares, to rewrite for the town or leave out there. */
const partesComunes = (f: NearCopy) =>
  f.shared?.length
    ? `Casi todo es texto común a todas las localidades, en ${f.shared.join(', ')}. Cada una de estas partes que la página de ${f.town} tenga con sus propias palabras, o que no tenga, baja el valor: escriba una versión propia de ${f.town}, o quite la parte de la página de ${f.town} (en «Añadir una localidad», con su casilla «Quitar de la página de ${f.town}»; en la plantilla, con su opción «Solo para estas localidades»).`
    : `Escriba un texto propio de ${f.town} para esta página (su título, su descripción, el texto de la portada, la introducción y las tarjetas de especialidades).`;
const CAMPO_NOMBRADO: Record<NamedField, string> = {
  sentence: 'La frase',
  heading: 'El título',
  line: 'La línea',
  title: 'El título de la página',
  description: 'El resumen para los buscadores',
  alt: 'La descripción de la imagen',
};

export const doctorWordsInSpanish: DoctorWordsIn = {
  aliasChain: (from, to, next) => ({
    message: `La dirección adicional ${from} lleva a ${to}, que a su vez es una dirección adicional (de ${next}).`,
    hint: `Cambie su «Dirección de la página principal» a ${next}, para que lleve directamente a la página principal.`,
  }),

  altMissing: (src) => ({ message: `La imagen ${src} no tiene descripción.`, hint: imagenPista }),
  altEmpty: (src) => ({
    message: `La imagen ${src} tiene la descripción vacía, pero no está marcada como «Solo decorativa».`,
    hint: imagenPista,
  }),
  altFileName: (src, alt) => ({
    message: `La descripción de la imagen ${src} no ayuda: «${alt}» es un nombre de archivo.`,
    hint: imagenPista,
  }),
  altSaysNothing: (src, alt) => ({
    message: `La descripción de la imagen ${src} no ayuda: «${alt}» no dice lo que muestra la imagen.`,
    hint: imagenPista,
  }),
  altLikeFileName: (src, alt) => ({
    message: `La descripción de la imagen ${src} no ayuda: «${alt}» parece un nombre de archivo.`,
    hint: imagenPista,
  }),

  breadcrumbNoList: () => ({
    message:
      'La página muestra una ruta de navegación, pero sus datos estructurados para los buscadores no incluyen ninguna.',
    hint: rutaPista,
  }),
  breadcrumbDiffers: (shown, listed) => ({
    message: `La ruta de navegación muestra «${shown}», pero los datos estructurados dicen «${listed}».`,
    hint: rutaPista,
  }),
  breadcrumbLinkDiffers: (name, url, listed) => ({
    message: `El elemento «${name}» de la ruta de navegación enlaza con ${url}, pero los datos estructurados dicen ${listed ?? '(nada)'}.`,
    hint: rutaPista,
  }),

  canonicalNone: () => ({
    message: 'La página no indica ninguna dirección canónica.',
    hint: FALLO_DEL_MOTOR,
  }),
  canonicalMany: (count) => ({
    message: `La página indica ${count} direcciones canónicas; tiene que indicar exactamente una.`,
    hint: FALLO_DEL_MOTOR,
  }),
  canonicalNotAbsolute: (href, origin) => ({
    message: `La dirección canónica «${href}» no está completa (tiene que empezar por ${origin}).`,
    hint: direccionWebPista(),
  }),
  canonicalOfAlias: (href, expected, origin) => ({
    message: `Esta dirección adicional indica ${href} como canónica, pero corresponde a ${expected}.`,
    hint: direccionWebPista(origin),
  }),
  canonicalWrong: (href, expected, origin) => ({
    message: `La dirección canónica es ${href}, pero la página es ${expected}.`,
    hint: direccionWebPista(origin),
  }),

  noBuiltSite: (folder) => ({
    message: `En ${folder} no hay ningún sitio preparado.`,
    hint: 'Prepare primero el sitio.',
  }),
  pageNotBuilt: (path) => ({
    message: `La página ${path} forma parte del sitio, pero no se preparó.`,
    hint: 'Vuelva a preparar el sitio (eso hace «Publicar»); si la página sigue faltando, avise a un programador.',
  }),

  factTime: (said) => ({
    message: `El texto dice «${said}», que no es ninguna hora de apertura ni de cierre de la empresa.`,
    hint: 'Corrija la hora, o deje que el sitio muestre el horario de los datos de la empresa: así sigue siendo correcto cuando cambia.',
  }),
  factPhone: (said, phone) => ({
    message: `El texto da el teléfono ${said}, pero el teléfono de la empresa es ${phone}.`,
    hint: 'Corrija el número, o deje que el sitio muestre el teléfono de los datos de la empresa: así sigue siendo correcto cuando cambia.',
  }),
  factPostalCode: (said, own) => ({
    message: `El texto da el código postal ${said}, que no es ni el de la empresa (${own}) ni el de ninguna localidad atendida.`,
    hint: 'Corrija el código, o deje que el sitio muestre la dirección de los datos de la empresa: así sigue siendo correcta cuando cambia.',
  }),
  factTownsLeftOut: (list, missing) => ({
    message: `El texto enumera las localidades como «${list}»; ${numero(missing, 'falta', 'faltan')} ${lista(missing)}.`,
    hint: localidadesPista,
  }),
  factTownsNotServed: (list, extra) => ({
    message: `El texto enumera las localidades como «${list}», pero ${lista(extra)} no ${numero(extra, 'es una localidad atendida', 'son localidades atendidas')}.`,
    hint: localidadesPista,
  }),
  factTownsWrong: (list, missing, extra) => ({
    message: `El texto enumera las localidades como «${list}»; ${numero(missing, 'falta', 'faltan')} ${lista(missing)}, y ${lista(extra)} no ${numero(extra, 'es una localidad atendida', 'son localidades atendidas')}.`,
    hint: localidadesPista,
  }),

  headingNone: () => ({
    message: 'La página no tiene título principal (h1).',
    hint: 'Empiece la página con un bloque «Portada con foto»; su título pasa a ser el título principal.',
  }),
  headingsMany: (headings) => ({
    message: `La página tiene ${headings.length} títulos principales (h1): ${citados(headings)}.`,
    hint: 'Deje en cada página una sola portada (o un solo título principal) y convierta los demás en títulos de sección.',
  }),
  headingSkipsLevel: (text, level, before, beforeLevel) => ({
    message: `El título «${text}» (h${level}) va después de «${before}» (h${beforeLevel}) y se salta el nivel h${beforeLevel + 1}.`,
    hint: `Ponga un título a la sección de encima, o mueva este bloque para que quede bajo un h${level - 1}.`,
  }),
  headingFirstNotMain: (text, level) => ({
    message: `El primer título, «${text}», es un h${level}; una página empieza por su título principal (h1).`,
    hint: `Ponga un título a la sección de encima, o mueva este bloque para que quede bajo un h${level - 1}.`,
  }),

  imageNotBuilt: (file) => ({
    message: `La imagen ${file} se usa en esta página, pero falta en el sitio preparado.`,
    hint: 'Compruebe que la imagen está entre las imágenes del sitio y vuelva a preparar el sitio (eso hace «Publicar»); si sigue faltando, avise a un programador.',
  }),

  structuredDataUnreadable: () => ({
    message: 'No se pueden leer los datos estructurados para los buscadores.',
    hint: FALLO_DEL_MOTOR,
  }),
  structuredDataNoVocabulary: (type) => ({
    message: `Los datos estructurados de tipo ${type} no dicen qué vocabulario siguen.`,
    hint: FALLO_DEL_MOTOR,
  }),
  structuredDataLacks: (type, absent) => ({
    message: `A los datos estructurados de tipo ${type} les ${numero(absent, 'falta', 'faltan')} ${lista(absent)}.`,
    hint: 'Complete aquello de lo que salen (los datos de la empresa, las localidades, los servicios o las entradas del blog); si está todo completo, avise a un programador.',
  }),
  structuredDataMissing: (type) => ({
    message: `La página pide datos estructurados de tipo ${type}, pero no tiene ninguno.`,
    hint: FALLO_DEL_MOTOR,
  }),

  linkToAlias: (path, main) => ({
    message: `Enlace a ${path}, que solo es una dirección adicional de ${main}.`,
    hint: `Enlace en su lugar con ${main}, para que los visitantes y los buscadores lleguen directamente a la página principal.`,
  }),
  linkToMissingPart: (link, path, part, suggestion) => ({
    message: `Enlace a ${link}, pero ${path} no tiene ninguna parte llamada «${part}».`,
    hint: `${suggestion ? `¿Quería decir «${suggestion}»? ` : ''}Corrija la parte que va después de «#», o bórrela para enlazar con el principio de la página.`,
  }),

  metaMany: (field, count) => ({
    message: `La página tiene ${count} ${CAMPO[field].varios}; solo puede tener ${CAMPO[field].uno}.`,
    hint: 'Es un fallo de la estructura de la página, no de su texto; avise a un programador.',
  }),
  metaMissing: (field, min, max) => ({
    message: `La página no tiene ${CAMPO[field].ninguno}.`,
    hint: `Escriba para esta página ${CAMPO[field].uno} de ${min} a ${max} caracteres.`,
  }),
  metaShort: (field, text, min, max) => ({
    message: `${CAMPO[field].el} «${text}» es ${CAMPO[field].corto} (${text.length} caracteres).`,
    hint: `Los resultados de búsqueda muestran unos ${max} caracteres; escriba de ${min} a ${max} que digan qué ofrece la página y dónde.`,
  }),
  metaLong: (field, length, min, max) => ({
    message: `${CAMPO[field].el} es ${CAMPO[field].largo.replace(';', ` (${length} caracteres);`)} a partir de unos ${max}.`,
    hint: `${CAMPO[field].lo} a ${min}–${max} caracteres, con las palabras más importantes primero.`,
  }),
  metaShared: (field, text, others) => ({
    message: `${CAMPO[field].el} «${text}» también aparece en ${others.join(', ')}.`,
    hint: `Dé a cada página ${CAMPO[field].propio}; en una página de localidad, ponga ${CAMPO[field].enEl} el nombre de la localidad, o escriba para esta página ${CAMPO[field].deLaLocalidad}.`,
  }),

  napNoName: (b, where) => ({
    message: `${LUGAR[where]} no muestra el nombre de la empresa, «${b.name}».`,
    hint: napPista(b),
  }),
  napPhone: (b, where, shown) => ({
    message: `${LUGAR[where]} muestra el teléfono ${shown}, pero el teléfono de la empresa es ${b.phone}.`,
    hint: napPista(b),
  }),
  napNoAddress: (b, where) => ({ message: `${LUGAR[where]} no muestra ninguna dirección.`, hint: napPista(b) }),
  napAddress: (b, where, shown) => ({
    message: `${LUGAR[where]} muestra la dirección «${shown}», que no coincide con la dirección de la empresa.`,
    hint: napPista(b),
  }),
  napNoFooter: (b) => ({
    message: 'La página no tiene un pie de página con el nombre, la dirección y el teléfono de la empresa.',
    hint: napPista(b),
  }),
  napCallLink: (b, dials) => ({
    message: `Un enlace para llamar marca el ${dials}, pero el teléfono de la empresa es ${b.phone}.`,
    hint: napPista(b),
  }),
  napDataName: (b, type, name) => ({
    message: `Los datos estructurados (${type}) llaman a la empresa «${name}», no «${b.name}».`,
    hint: napPista(b),
  }),
  napDataPhone: (b, type, phone) => ({
    message: `Los datos estructurados (${type}) dan el teléfono ${phone}, no ${b.phone}.`,
    hint: napPista(b),
  }),
  napDataAddress: (b, type, address) => ({
    message: `Los datos estructurados (${type}) dan la dirección «${address}», que no coincide con la dirección de la empresa.`,
    hint: napPista(b),
  }),

  nearCopyOfTown: (f: NearCopy & { other: string; otherTown: string }) => ({
    message: `Su texto coincide en un ${porcentaje(f.score)} con ${f.other}, sin contar los nombres de las localidades (el límite es ${porcentaje(f.limit)}).`,
    hint: f.shared?.length
      ? `${partesComunes(f)} ${limitePista}`
      : `Escriba un texto propio de ${f.town} para esta página (el texto de la portada, la introducción y las tarjetas de especialidades), o uno propio de ${f.otherTown} para la suya. ${limitePista}`,
  }),
  nearCopyOfTemplate: (f) => ({
    message: `Su texto es en un ${porcentaje(f.score)} el texto común a todas las localidades, solo con el nombre de la localidad cambiado (el límite es ${porcentaje(f.limit)}).`,
    hint: `${partesComunes(f)} ${limitePista}`,
  }),

  copiedFromService: (f: CopiedFrom & { service: string }) => ({
    message: `${textoCopiado(f)} texto de ${f.other} (en ${f.otherPage}).`,
    hint: `Escriba una versión propia de ${cosaCopiada(f)} para ${f.service}${enLaParte(f.block)}, o ${quitarlo(f)}.`,
  }),
  copiedFromTown: (f: CopiedFrom & { town: string }) => ({
    message: `${textoCopiado(f)} el texto propio de ${f.other} (en ${f.otherPage}), solo con el nombre de la localidad cambiado.`,
    hint: `Escriba una versión propia de ${cosaCopiada(f)} para ${f.town}${enLaParte(f.block)}.`,
  }),
  namesOtherService: (f: { text: string; field: NamedField; other: string; own: string }) => ({
    message: `${CAMPO_NOMBRADO[f.field]} «${f.text}» menciona ${f.other}, no ${f.own}.`,
    hint: `Mencione aquí ${f.own}, o escriba palabras propias para ${f.own}.`,
  }),

  robotsMissing: (sitemap) => ({
    message: 'Al sitio preparado le falta el archivo robots.txt.',
    hint: robotsPista(sitemap),
  }),
  robotsNoSitemap: (sitemap) => ({
    message: 'El archivo robots.txt no indica el mapa del sitio.',
    hint: robotsPista(sitemap),
  }),
  robotsOtherSitemap: (sitemap, named) => ({
    message: `El archivo robots.txt indica el mapa del sitio ${named.join(', ')} en lugar de ${sitemap}.`,
    hint: robotsPista(sitemap),
  }),

  sitemapMissing: () => ({ message: 'Al sitio preparado le falta el archivo sitemap.xml.', hint: MAPA_PISTA }),
  sitemapTwice: (url) => ({
    message: `El archivo sitemap.xml incluye ${url} más de una vez.`,
    hint: FALLO_DEL_MOTOR,
  }),
  sitemapListsAlias: (url, main) => ({
    message: `El archivo sitemap.xml incluye la dirección adicional ${url}; allí solo van las páginas principales.`,
    hint: `Solo debería incluir ${main}. ${FALLO_DEL_MOTOR}`,
  }),
  sitemapListsStranger: (url) => ({
    message: `El archivo sitemap.xml incluye ${url}, que no es una página de este sitio.`,
    hint: MAPA_PISTA,
  }),
  sitemapLeavesOut: (url) => ({
    message: `El archivo sitemap.xml no incluye ${url}.`,
    hint: MAPA_PISTA,
  }),
  pageTooHeavy: (kilobytes, budget) => ({
    message: `La página ocupa ${kilobytes} KB de HTML, más de los ${budget} KB que debería ocupar una página: carga despacio en los teléfonos.`,
    hint: 'Acorte los textos más largos de esta página (reseñas, párrafos, preguntas y respuestas), o repártalos en varias páginas.',
  }),
};

export const doctorNotesInSpanish: DoctorNotesIn = {
  linkInLayout:
    'El enlace forma parte de la estructura de la página (cabecera o pie de página) y sale de las localidades o de los datos de la empresa; si estos se ven bien, avise a un programador.',
};
