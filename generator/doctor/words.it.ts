// Le parole del dottore in italiano (the doctor's words in Italian): what the site editor shows an
// Italian office manager after a publish and in its advice (say.ts chooses them; `npm run doctor`
// stays English). One function per entry of words.ts, with its facts, so a missing one fails tsc.
// Written as an Italian speaker would say it to the person keeping the site, in the courtesy form
// (Lei), in the same plain words as the English: fields named as the Italian editor names them, no
// keys or JSON terms. What a developer needs by hand (`byHand`) stays the English entry's.
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

/** A share (0.85) as Italian writes a percentage ("85%"). */
const percentuale = (share: number) => `${Math.round(share * 100)}%`;
/** «per il 72%», «per l’85%»: the article elides before a number said with a vowel (uno, otto, undici, ottanta…). */
const perIl = (share: number) => {
  const n = Math.round(share * 100);
  return `per ${n === 1 || n === 8 || n === 11 || (n >= 80 && n <= 89) ? 'l’' : 'il '}${percentuale(share)}`;
};
const citati = (texts: string[]) => texts.map((t) => `«${t}»`).join(', ');
const elenco = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}` : (items[0] ?? '');
/** The verb after a list: "manca Milano", "mancano Milano e Monza". */
const numero = (items: string[], uno: string, più: string) => (items.length > 1 ? più : uno);

const LUOGO: Record<NapPlace, string> = { footer: 'Il piè di pagina', contactPage: 'La pagina dei contatti' };
const napConsiglio = (b: BusinessFacts) =>
  `Mostri l’attività ovunque esattamente come è indicata nei Dati dell’attività (${b.name}, ${b.address}, ${b.phone}): corregga il testo diverso, oppure i Dati dell’attività, se l’errore è lì.`;
const ERRORE_DEL_MOTORE = 'È un errore del motore del sito, non del Suo testo; lo segnali a uno sviluppatore.';
const immagineConsiglio =
  'Scriva la «Descrizione dell’immagine»: una breve frase su che cosa mostra l’immagine (per es. «Pacciamatura fresca intorno a un acero in un giardino»). Per un’immagine che non aggiunge nulla che mancherebbe a chi legge, spunti invece «Solo decorativa».';
const percorsoConsiglio = `Entrambi nascono dall’indirizzo della pagina. ${ERRORE_DEL_MOTORE}`;
const localitàConsiglio =
  'Corregga l’elenco, oppure lasci che sia il sito a elencare le località servite: così resta giusto quando una località viene aggiunta o tolta.';
const robotsConsiglio = (sitemap: string) =>
  `Deve contenere la riga «Sitemap: ${sitemap}». Controlli l’Indirizzo web in Impostazioni del sito e crei di nuovo il sito (lo fa «Pubblica»); se l’indirizzo è giusto, lo segnali a uno sviluppatore.`;
const SITEMAP_CONSIGLIO =
  'Crei di nuovo il sito (lo fa «Pubblica»); se il problema resta, lo segnali a uno sviluppatore.';
const indirizzoWebConsiglio = (origin?: string) =>
  `Controlli l’Indirizzo web in Impostazioni del sito${origin ? ` (${origin})` : ''}; se è giusto, lo segnali a uno sviluppatore.`;

/** A title or a description, in the forms an Italian sentence needs. */
const CAMPO: Record<
  MetaField,
  {
    il: string;
    nessun: string;
    un: string;
    uno: string;
    più: string;
    lo: string;
    o: string;
    proprio: string;
    dellaLocalità: string;
  }
> = {
  title: {
    il: 'Il titolo',
    nessun: 'nessun titolo',
    un: 'un titolo',
    uno: 'uno',
    più: 'titoli',
    lo: 'lo',
    o: 'o',
    proprio: 'un titolo proprio',
    dellaLocalità: 'il titolo proprio della località',
  },
  description: {
    il: 'La descrizione',
    nessun: 'nessuna descrizione',
    un: 'una descrizione',
    uno: 'una',
    più: 'descrizioni',
    lo: 'la',
    o: 'a',
    proprio: 'una descrizione propria',
    dellaLocalità: 'la descrizione propria della località',
  },
};

const sogliaConsiglio =
  'Il limite è l’impostazione «Somiglianza consentita tra pagine delle località» in Impostazioni del sito.';
const frasi = (texts: string[]) =>
  texts.length > 3
    ? `${texts
        .slice(0, 3)
        .map((t) => `«${t}»`)
        .join(' ')} e altre ${texts.length - 3}`
    : texts.map((t) => `«${t}»`).join(' ');
const nellaParte = (block?: string) => (block ? ` in ${block}` : '');
/** «Il titolo «…» è», «Le frasi «…» «…» sono»: che cosa è copiato, e il suo verbo. */
const testoCopiato = (f: CopiedFrom) =>
  f.field === 'line' && f.sentences.length > 1
    ? `Le righe ${frasi(f.sentences)} sono`
    : f.field === 'heading' || f.field === 'line'
      ? `${CAMPO_NOMINATO[f.field]} ${frasi(f.sentences)} è`
      : `${f.sentences.length > 1 ? 'Le frasi' : 'La frase'} ${frasi(f.sentences)} ${f.sentences.length > 1 ? 'sono' : 'è'}`;
/** «di questo titolo», «di queste frasi»: di che cosa serve una versione propria. */
const cosaCopiata = (f: CopiedFrom) =>
  f.field === 'heading'
    ? 'di questo titolo'
    : f.field === 'line'
      ? f.sentences.length > 1
        ? 'di queste righe'
        : 'di questa riga'
      : f.sentences.length > 1
        ? 'di queste frasi'
        : 'di questa frase';
/** Come si riduce il testo in comune di una pagina: riscrivere per la località le parti comuni, o toglierle lì. */
const partiComuni = (f: NearCopy) =>
  f.shared?.length
    ? `Per lo più è testo comune a tutte le località, in ${f.shared.join(', ')}. Ognuna di queste parti che la pagina di ${f.town} ha con parole proprie, o che non ha, abbassa il valore: scriva una versione propria per ${f.town}, oppure tolga la parte dalla pagina di ${f.town} (in «Aggiungi una località» con la sua casella «Togli dalla pagina di ${f.town}», nel modello con la sua scelta «Solo per queste località»).`
    : `Scriva un testo proprio di ${f.town} per questa pagina (titolo, descrizione, testo del banner principale, introduzione e schede delle specialità).`;
const CAMPO_NOMINATO: Record<NamedField, string> = {
  sentence: 'La frase',
  heading: 'Il titolo',
  line: 'La riga',
  title: 'Il titolo della pagina',
  description: 'La descrizione per la ricerca',
  alt: 'La descrizione dell’immagine',
};

export const doctorWordsInItalian: DoctorWordsIn = {
  aliasChain: (from, to, next) => ({
    message: `L’indirizzo aggiuntivo ${from} porta a ${to}, che è a sua volta un indirizzo aggiuntivo (di ${next}).`,
    hint: `Cambi il suo «Indirizzo della pagina principale» in ${next}, così porta direttamente alla pagina principale.`,
  }),

  altMissing: (src) => ({ message: `L’immagine ${src} non ha una descrizione.`, hint: immagineConsiglio }),
  altEmpty: (src) => ({
    message: `L’immagine ${src} ha una descrizione vuota, ma non è contrassegnata come «Solo decorativa».`,
    hint: immagineConsiglio,
  }),
  altFileName: (src, alt) => ({
    message: `La descrizione di ${src} non aiuta: «${alt}» è un nome di file.`,
    hint: immagineConsiglio,
  }),
  altSaysNothing: (src, alt) => ({
    message: `La descrizione di ${src} non aiuta: «${alt}» non dice che cosa mostra l’immagine.`,
    hint: immagineConsiglio,
  }),
  altLikeFileName: (src, alt) => ({
    message: `La descrizione di ${src} non aiuta: «${alt}» sembra un nome di file.`,
    hint: immagineConsiglio,
  }),

  breadcrumbNoList: () => ({
    message:
      'La pagina mostra un percorso di navigazione, ma i suoi dati strutturati per i motori di ricerca non ne contengono nessuno.',
    hint: percorsoConsiglio,
  }),
  breadcrumbDiffers: (shown, listed) => ({
    message: `Il percorso di navigazione mostra «${shown}», ma i dati strutturati indicano «${listed}».`,
    hint: percorsoConsiglio,
  }),
  breadcrumbLinkDiffers: (name, url, listed) => ({
    message: `La voce «${name}» del percorso di navigazione porta a ${url}, ma i dati strutturati indicano ${listed ?? '(niente)'}.`,
    hint: percorsoConsiglio,
  }),

  canonicalNone: () => ({
    message: 'La pagina non indica nessun indirizzo canonico.',
    hint: ERRORE_DEL_MOTORE,
  }),
  canonicalMany: (count) => ({
    message: `La pagina indica ${count} indirizzi canonici; deve indicarne esattamente uno.`,
    hint: ERRORE_DEL_MOTORE,
  }),
  canonicalNotAbsolute: (href, origin) => ({
    message: `L’indirizzo canonico «${href}» non è completo (deve iniziare con ${origin}).`,
    hint: indirizzoWebConsiglio(),
  }),
  canonicalOfAlias: (href, expected, origin) => ({
    message: `Questo indirizzo aggiuntivo indica ${href} come canonico, ma sta per ${expected}.`,
    hint: indirizzoWebConsiglio(origin),
  }),
  canonicalWrong: (href, expected, origin) => ({
    message: `L’indirizzo canonico è ${href}, ma la pagina è ${expected}.`,
    hint: indirizzoWebConsiglio(origin),
  }),

  noBuiltSite: (folder) => ({
    message: `In ${folder} non c’è nessun sito creato.`,
    hint: 'Crei prima il sito.',
  }),
  pageNotBuilt: (path) => ({
    message: `La pagina ${path} fa parte del sito, ma non è stata creata.`,
    hint: 'Crei di nuovo il sito (lo fa «Pubblica»); se la pagina manca ancora, lo segnali a uno sviluppatore.',
  }),

  factTime: (said) => ({
    message: `Il testo indica «${said}», che non è un orario di apertura o di chiusura dell’attività.`,
    hint: 'Corregga l’orario, oppure lasci che il sito mostri gli Orari di apertura dei Dati dell’attività: restano giusti quando cambiano.',
  }),
  factPhone: (said, phone) => ({
    message: `Il testo indica il numero di telefono ${said}, ma il numero dell’attività è ${phone}.`,
    hint: 'Corregga il numero, oppure lasci che il sito mostri il Numero di telefono dei Dati dell’attività: resta giusto quando cambia.',
  }),
  factPostalCode: (said, own) => ({
    message: `Il testo indica il codice postale ${said}, che non è né quello dell’attività (${own}) né quello di una località servita.`,
    hint: 'Corregga il codice, oppure lasci che il sito mostri l’indirizzo dei Dati dell’attività: resta giusto quando cambia.',
  }),
  factTownsLeftOut: (list, missing) => ({
    message: `Il testo elenca le località come «${list}»; ${numero(missing, 'manca', 'mancano')} ${elenco(missing)}.`,
    hint: localitàConsiglio,
  }),
  factTownsNotServed: (list, extra) => ({
    message: `Il testo elenca le località come «${list}»; ma ${elenco(extra)} ${numero(extra, 'non è una località servita', 'non sono località servite')}.`,
    hint: localitàConsiglio,
  }),
  factTownsWrong: (list, missing, extra) => ({
    message: `Il testo elenca le località come «${list}»; ${numero(missing, 'manca', 'mancano')} ${elenco(missing)}, e ${elenco(extra)} ${numero(extra, 'non è una località servita', 'non sono località servite')}.`,
    hint: localitàConsiglio,
  }),

  headingNone: () => ({
    message: 'La pagina non ha un titolo principale (h1).',
    hint: 'Faccia iniziare la pagina con un blocco «Banner principale»; il suo titolo diventa il titolo principale.',
  }),
  headingsMany: (headings) => ({
    message: `La pagina ha ${headings.length} titoli principali (h1): ${citati(headings)}.`,
    hint: 'Tenga un solo banner principale (o un solo titolo principale) per pagina e trasformi gli altri in titoli di sezione.',
  }),
  headingSkipsLevel: (text, level, before, beforeLevel) => ({
    message: `Il titolo «${text}» (h${level}) segue «${before}» (h${beforeLevel}) e salta il livello h${beforeLevel + 1}.`,
    hint: `Dia un titolo alla sezione sopra, oppure sposti questo blocco sotto un h${level - 1}.`,
  }),
  headingFirstNotMain: (text, level) => ({
    message: `Il primo titolo «${text}» è un h${level}; una pagina inizia con il suo titolo principale (h1).`,
    hint: `Dia un titolo alla sezione sopra, oppure sposti questo blocco sotto un h${level - 1}.`,
  }),

  imageNotBuilt: (file) => ({
    message: `L’immagine ${file} è usata in questa pagina, ma manca nel sito creato.`,
    hint: 'Controlli che l’immagine sia tra le Immagini del sito e crei di nuovo il sito (lo fa «Pubblica»); se manca ancora, lo segnali a uno sviluppatore.',
  }),

  structuredDataUnreadable: () => ({
    message: 'I dati strutturati per i motori di ricerca non si possono leggere.',
    hint: ERRORE_DEL_MOTORE,
  }),
  structuredDataNoVocabulary: (type) => ({
    message: `I dati strutturati di tipo ${type} non dicono quale vocabolario usano.`,
    hint: ERRORE_DEL_MOTORE,
  }),
  structuredDataLacks: (type, absent) => ({
    message: `Ai dati strutturati di tipo ${type} ${numero(absent, 'manca', 'mancano')} ${elenco(absent)}.`,
    hint: 'Compili ciò da cui nascono (i Dati dell’attività, le località, i servizi o gli articoli del blog); se è tutto compilato, lo segnali a uno sviluppatore.',
  }),
  structuredDataMissing: (type) => ({
    message: `La pagina richiede dati strutturati di tipo ${type}, ma non ne ha.`,
    hint: ERRORE_DEL_MOTORE,
  }),

  linkToAlias: (path, main) => ({
    message: `Link a ${path}, che è solo un indirizzo aggiuntivo di ${main}.`,
    hint: `Metta invece un link a ${main}, così visitatori e motori di ricerca arrivano direttamente alla pagina principale.`,
  }),
  linkToMissingPart: (link, path, part, suggestion) => ({
    message: `Link a ${link}, ma ${path} non ha nessuna parte chiamata «${part}».`,
    hint: `${suggestion ? `Intendeva «${suggestion}»? ` : ''}Corregga la parte dopo «#», oppure la tolga per collegare l’inizio della pagina.`,
  }),

  metaMany: (field, count) => ({
    message: `La pagina ha ${count} ${CAMPO[field].più}; deve averne esattamente ${CAMPO[field].uno}.`,
    hint: 'È un errore della struttura della pagina, non del Suo testo; lo segnali a uno sviluppatore.',
  }),
  metaMissing: (field, min, max) => ({
    message: `La pagina non ha ${CAMPO[field].nessun}.`,
    hint: `Scriva per questa pagina ${CAMPO[field].un} di ${min}–${max} caratteri.`,
  }),
  metaShort: (field, text, min, max) => ({
    message: `${CAMPO[field].il} «${text}» è cort${CAMPO[field].o} (${text.length} caratteri).`,
    hint: `I risultati di ricerca mostrano circa ${max} caratteri; ne scriva ${min}–${max} che dicano che cosa offre la pagina e dove.`,
  }),
  metaLong: (field, length, min, max) => ({
    message: `${CAMPO[field].il} è lung${CAMPO[field].o} (${length} caratteri); i risultati di ricerca ${CAMPO[field].lo} tagliano dopo circa ${max} caratteri.`,
    hint: `${CAMPO[field].lo === 'lo' ? 'Lo' : 'La'} accorci a ${min}–${max} caratteri, con le parole più importanti all’inizio.`,
  }),
  metaShared: (field, text, others) => ({
    message: `${CAMPO[field].il} «${text}» è usat${CAMPO[field].o} anche da ${others.join(', ')}.`,
    hint: `Dia a ogni pagina ${CAMPO[field].proprio}; in una pagina di località vi scriva il nome della località, oppure scriva ${CAMPO[field].dellaLocalità} per questa pagina.`,
  }),

  napNoName: (b, where) => ({
    message: `${LUOGO[where]} non mostra il nome dell’attività «${b.name}».`,
    hint: napConsiglio(b),
  }),
  napPhone: (b, where, shown) => ({
    message: `${LUOGO[where]} mostra il numero di telefono ${shown}, ma il numero dell’attività è ${b.phone}.`,
    hint: napConsiglio(b),
  }),
  napNoAddress: (b, where) => ({ message: `${LUOGO[where]} non mostra nessun indirizzo.`, hint: napConsiglio(b) }),
  napAddress: (b, where, shown) => ({
    message: `${LUOGO[where]} mostra l’indirizzo «${shown}», diverso dall’indirizzo dell’attività.`,
    hint: napConsiglio(b),
  }),
  napNoFooter: (b) => ({
    message: 'La pagina non ha un piè di pagina con nome, indirizzo e telefono dell’attività.',
    hint: napConsiglio(b),
  }),
  napCallLink: (b, dials) => ({
    message: `Un link di chiamata compone il ${dials}, ma il numero dell’attività è ${b.phone}.`,
    hint: napConsiglio(b),
  }),
  napDataName: (b, type, name) => ({
    message: `I dati strutturati (${type}) chiamano l’attività «${name}», non «${b.name}».`,
    hint: napConsiglio(b),
  }),
  napDataPhone: (b, type, phone) => ({
    message: `I dati strutturati (${type}) indicano il numero di telefono ${phone}, non ${b.phone}.`,
    hint: napConsiglio(b),
  }),
  napDataAddress: (b, type, address) => ({
    message: `I dati strutturati (${type}) indicano l’indirizzo «${address}», diverso dall’indirizzo dell’attività.`,
    hint: napConsiglio(b),
  }),

  nearCopyOfTown: (f: NearCopy & { other: string; otherTown: string }) => ({
    message: `Il suo testo è uguale ${perIl(f.score)} a ${f.other}, a parte i nomi delle località (limite: ${percentuale(f.limit)}).`,
    hint: f.shared?.length
      ? `${partiComuni(f)} ${sogliaConsiglio}`
      : `Scriva un testo proprio di ${f.town} per questa pagina (testo del banner principale, introduzione e schede delle specialità), oppure uno di ${f.otherTown} per la sua. ${sogliaConsiglio}`,
  }),
  nearCopyOfTemplate: (f) => ({
    message: `Il suo testo è ${perIl(f.score)} il testo comune a tutte le località, con solo il nome della località cambiato (limite: ${percentuale(f.limit)}).`,
    hint: `${partiComuni(f)} ${sogliaConsiglio}`,
  }),

  copiedFromService: (f: CopiedFrom & { service: string }) => ({
    message: `${testoCopiato(f)} testo di ${f.other} (nella pagina ${f.otherPage}).`,
    hint: `Scriva una versione propria ${cosaCopiata(f)} per ${f.service}${nellaParte(f.block)}, oppure ${f.field === 'heading' ? 'lo' : f.field === 'line' || f.sentences.length === 1 ? 'la' : 'le'} tolga.`,
  }),
  copiedFromTown: (f: CopiedFrom & { town: string }) => ({
    message: `${testoCopiato(f)} il testo proprio di ${f.other} (nella pagina ${f.otherPage}), con solo il nome della località cambiato.`,
    hint: `Scriva una versione propria ${cosaCopiata(f)} per ${f.town}${nellaParte(f.block)}.`,
  }),
  namesOtherService: (f: { text: string; field: NamedField; other: string; own: string }) => ({
    message: `${CAMPO_NOMINATO[f.field]} «${f.text}» nomina ${f.other}, non ${f.own}.`,
    hint: `Nomini qui ${f.own}, oppure scriva parole proprie per ${f.own}.`,
  }),

  robotsMissing: (sitemap) => ({
    message: 'Nel sito creato manca il file robots.txt.',
    hint: robotsConsiglio(sitemap),
  }),
  robotsNoSitemap: (sitemap) => ({
    message: 'Il file robots.txt non indica la mappa del sito (sitemap).',
    hint: robotsConsiglio(sitemap),
  }),
  robotsOtherSitemap: (sitemap, named) => ({
    message: `Il file robots.txt indica la mappa del sito ${named.join(', ')} invece di ${sitemap}.`,
    hint: robotsConsiglio(sitemap),
  }),

  sitemapMissing: () => ({ message: 'Nel sito creato manca il file sitemap.xml.', hint: SITEMAP_CONSIGLIO }),
  sitemapTwice: (url) => ({
    message: `Il file sitemap.xml elenca ${url} più di una volta.`,
    hint: ERRORE_DEL_MOTORE,
  }),
  sitemapListsAlias: (url, main) => ({
    message: `Il file sitemap.xml elenca l’indirizzo aggiuntivo ${url}; lì vanno solo le pagine principali.`,
    hint: `Dovrebbe elencare solo ${main}. ${ERRORE_DEL_MOTORE}`,
  }),
  sitemapListsStranger: (url) => ({
    message: `Il file sitemap.xml elenca ${url}, che non è una pagina di questo sito.`,
    hint: SITEMAP_CONSIGLIO,
  }),
  sitemapLeavesOut: (url) => ({
    message: `Il file sitemap.xml non elenca ${url}.`,
    hint: SITEMAP_CONSIGLIO,
  }),
  pageTooHeavy: (kilobytes, budget) => ({
    message: `La pagina pesa ${kilobytes} KB di HTML, più dei ${budget} KB che una pagina dovrebbe pesare: sui telefoni si carica lentamente.`,
    hint: 'Accorci i testi più lunghi di questa pagina (recensioni, paragrafi, domande e risposte), oppure li distribuisca su più pagine.',
  }),
};

export const doctorNotesInItalian: DoctorNotesIn = {
  linkInLayout:
    'Il link fa parte della struttura della pagina (intestazione o piè di pagina) e nasce dalle località o dai Dati dell’attività; se questi sono giusti, lo segnali a uno sviluppatore.',
};
