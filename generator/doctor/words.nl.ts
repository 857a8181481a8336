// De woorden van de controle van de gebouwde pagina’s in het Nederlands (the doctor's words in Dutch):
// what the site editor shows a Dutch office manager after a publish and in its advice (say.ts chooses
// them; `npm run doctor` stays English). One function per entry of words.ts, with its facts, so a
// missing one fails tsc. Written as a Dutch speaker would say it to the person keeping the site,
// addressed with "u", in the same plain words as the English: fields named as the Dutch editor names
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

/** A share (0.85) as Dutch writes a percentage ("85%"). */
const procent = (share: number) => `${Math.round(share * 100)}%`;
const geciteerd = (texts: string[]) => texts.map((t) => `“${t}”`).join(', ');
const opsomming = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}` : (items[0] ?? '');
/** The verb after a list: "ontbreekt Milan", "ontbreken Milan en Norwalk". */
const getal = (items: string[], een: string, meer: string) => (items.length > 1 ? meer : een);

const PLEK: Record<NapPlace, string> = { footer: 'De voettekst', contactPage: 'De contactpagina' };
const napTip = (b: BusinessFacts) =>
  `Toon het bedrijf overal precies zoals de bedrijfsgegevens het noemen (${b.name}, ${b.address}, ${b.phone}): verbeter de tekst die afwijkt; zit de fout in de bedrijfsgegevens, verbeter dan die.`;
const FOUT_VAN_DE_TECHNIEK =
  'Dit ligt aan de techniek van de website, niet aan uw tekst; laat het een ontwikkelaar weten.';
const afbeeldingTip =
  'Schrijf een beschrijving van de afbeelding: een korte zin die zegt wat de afbeelding toont (bijv. “Verse boomschors rond een esdoorn in een voortuin”). Voegt de afbeelding niets toe wat een lezer zou missen, vink dan in plaats daarvan “Alleen decoratief” aan.';
const kruimelpadTip = `Beide ontstaan uit het adres van de pagina. ${FOUT_VAN_DE_TECHNIEK}`;
const plaatsenTip =
  'Verbeter de opsomming. Beter nog: laat de website zelf de plaatsen in het werkgebied opsommen; dat blijft kloppen als het werkgebied verandert.';
const robotsTip = (sitemap: string) =>
  `Het bestand heeft de regel “Sitemap: ${sitemap}” nodig. Controleer het webadres onder Website-instellingen en bouw de website opnieuw (Publiceren doet dat); klopt het webadres, laat het dan een ontwikkelaar weten.`;
const SITEMAP_TIP =
  'Bouw de website opnieuw (Publiceren doet dat); blijft het zo, laat het dan een ontwikkelaar weten.';
const webadresTip = (origin?: string) =>
  `Controleer het webadres onder Website-instellingen${origin ? ` (${origin})` : ''}; klopt het, laat het dan een ontwikkelaar weten.`;

/** A title or a description, in the forms a Dutch sentence needs. */
const VELD: Record<
  MetaField,
  { de: string; geen: string; een: string; meer: string; eigen: string; vanDePlaats: string }
> = {
  title: {
    de: 'De titel',
    geen: 'geen titel',
    een: 'een titel',
    meer: 'titels',
    eigen: 'een eigen titel',
    vanDePlaats: 'de eigen titel van de plaats',
  },
  description: {
    de: 'De beschrijving',
    geen: 'geen beschrijving',
    een: 'een beschrijving',
    meer: 'beschrijvingen',
    eigen: 'een eigen beschrijving',
    vanDePlaats: 'de eigen beschrijving van de plaats',
  },
};

const grensTip = 'De grens stelt u in met “Toegestane gelijkenis van plaatspagina’s” onder Website-instellingen.';
const zinnen = (texts: string[]) =>
  texts.length > 3
    ? `${texts
        .slice(0, 3)
        .map((t) => `“${t}”`)
        .join(' ')} en nog ${texts.length - 3}`
    : texts.map((t) => `“${t}”`).join(' ');
const inDeel = (block?: string) => (block ? ` in ${block}` : '');
/** "De kop “…” komt", "De zinnen “…” “…” komen": what was copied, and its verb. */
const gekopieerdeTekst = (f: CopiedFrom) =>
  f.field === 'line' && f.sentences.length > 1
    ? `De regels ${zinnen(f.sentences)} komen`
    : f.field === 'heading' || f.field === 'line'
      ? `${BENOEMD_VELD[f.field]} ${zinnen(f.sentences)} komt`
      : `${f.sentences.length > 1 ? 'De zinnen' : 'De zin'} ${zinnen(f.sentences)} ${f.sentences.length > 1 ? 'komen' : 'komt'}`;
/** "deze kop", "deze zinnen": what to write a version of. */
const gekopieerdDing = (f: CopiedFrom) =>
  f.field === 'heading'
    ? 'deze kop'
    : f.field === 'line'
      ? f.sentences.length > 1
        ? 'deze regels'
        : 'deze regel'
      : f.sentences.length > 1
        ? 'deze zinnen'
        : 'deze zin';
/** How to bring a page's shared text down: the parts it shares, to rewrite for the town or leave out there. */
const gedeeldeOnderdelen = (f: NearCopy) =>
  f.shared?.length
    ? `Het grootste deel daarvan bestaat uit tekst die alle plaatsen delen, in ${f.shared.join(', ')}. Elk van deze onderdelen dat de pagina van ${f.town} in eigen woorden heeft, ofwel helemaal weglaat, brengt de score omlaag: schrijf ofwel een eigen versie voor ${f.town}, ofwel laat het onderdeel weg op de pagina van ${f.town} (bij Plaats toevoegen met het vakje “Weglaten op de pagina van ${f.town}”; in het sjabloon met de keuze “Alleen voor deze plaatsen”).`
    : `Schrijf een eigen tekst van ${f.town} voor deze pagina (de titel, de beschrijving, de tekst in de openingsbanner, de inleiding en de specialiteitkaarten).`;
const BENOEMD_VELD: Record<NamedField, string> = {
  sentence: 'De zin',
  heading: 'De kop',
  line: 'De regel',
  title: 'De paginatitel',
  description: 'De samenvatting in zoekresultaten',
  alt: 'De beschrijving van de afbeelding',
};

export const doctorWordsInDutch: DoctorWordsIn = {
  aliasChain: (from, to, next) => ({
    message: `Het extra adres ${from} leidt naar ${to}, en dat adres dient zelf ook als extra adres (voor ${next}).`,
    hint: `Verander het adres van de hoofdpagina in ${next}, zodat het rechtstreeks naar de hoofdpagina leidt.`,
  }),

  altMissing: (src) => ({ message: `De afbeelding ${src} heeft geen beschrijving.`, hint: afbeeldingTip }),
  altEmpty: (src) => ({
    message: `De afbeelding ${src} heeft een lege beschrijving, maar staat niet gemarkeerd als “Alleen decoratief”.`,
    hint: afbeeldingTip,
  }),
  altFileName: (src, alt) => ({
    message: `De beschrijving van ${src} helpt niet: “${alt}” geeft alleen een bestandsnaam.`,
    hint: afbeeldingTip,
  }),
  altSaysNothing: (src, alt) => ({
    message: `De beschrijving van ${src} helpt niet: “${alt}” zegt niet wat de afbeelding toont.`,
    hint: afbeeldingTip,
  }),
  altLikeFileName: (src, alt) => ({
    message: `De beschrijving van ${src} helpt niet: “${alt}” lijkt op een bestandsnaam.`,
    hint: afbeeldingTip,
  }),

  breadcrumbNoList: () => ({
    message: 'De pagina toont een kruimelpad, maar haar gestructureerde gegevens voor zoekmachines bevatten er geen.',
    hint: kruimelpadTip,
  }),
  breadcrumbDiffers: (shown, listed) => ({
    message: `Het kruimelpad toont “${shown}”, maar de gestructureerde gegevens noemen “${listed}”.`,
    hint: kruimelpadTip,
  }),
  breadcrumbLinkDiffers: (name, url, listed) => ({
    message: `Het item “${name}” in het kruimelpad linkt naar ${url}, maar de gestructureerde gegevens noemen ${listed ?? '(niets)'}.`,
    hint: kruimelpadTip,
  }),

  canonicalNone: () => ({
    message: 'De pagina noemt geen canoniek adres.',
    hint: FOUT_VAN_DE_TECHNIEK,
  }),
  canonicalMany: (count) => ({
    message: `De pagina noemt ${count} canonieke adressen; ze moet er precies één noemen.`,
    hint: FOUT_VAN_DE_TECHNIEK,
  }),
  canonicalNotAbsolute: (href, origin) => ({
    message: `Het canonieke adres “${href}” mist het begin: het moet beginnen met ${origin}.`,
    hint: webadresTip(),
  }),
  canonicalOfAlias: (href, expected, origin) => ({
    message: `Dit extra adres noemt ${href} als canoniek, maar het staat voor ${expected}.`,
    hint: webadresTip(origin),
  }),
  canonicalWrong: (href, expected, origin) => ({
    message: `Het canonieke adres luidt ${href}, maar de pagina heeft het adres ${expected}.`,
    hint: webadresTip(origin),
  }),

  noBuiltSite: (folder) => ({
    message: `In ${folder} staat geen gebouwde website.`,
    hint: 'Bouw eerst de website.',
  }),
  pageNotBuilt: (path) => ({
    message: `De pagina ${path} hoort bij de website, maar werd niet gebouwd.`,
    hint: 'Bouw de website opnieuw (Publiceren doet dat); ontbreekt de pagina daarna nog, laat het dan een ontwikkelaar weten.',
  }),

  factTime: (said) => ({
    message: `De tekst noemt “${said}”, maar dat hoort niet bij de openings- en sluitingstijden van het bedrijf.`,
    hint: 'Verbeter de tijd. Beter nog: laat de website de openingstijden uit de bedrijfsgegevens tonen; die blijven kloppen als ze veranderen.',
  }),
  factPhone: (said, phone) => ({
    message: `De tekst noemt het telefoonnummer ${said}, maar het telefoonnummer van het bedrijf luidt ${phone}.`,
    hint: 'Verbeter het nummer. Beter nog: laat de website het telefoonnummer uit de bedrijfsgegevens tonen; dat blijft kloppen als het verandert.',
  }),
  factPostalCode: (said, own) => ({
    message: `De tekst noemt de postcode ${said}; die hoort niet bij het bedrijf (${own}) en ook niet bij een plaats in het werkgebied.`,
    hint: 'Verbeter de postcode. Beter nog: laat de website het adres uit de bedrijfsgegevens tonen; dat blijft kloppen als het verandert.',
  }),
  factTownsLeftOut: (list, missing) => ({
    message: `De tekst somt de plaatsen op als “${list}”; daarbij ${getal(missing, 'ontbreekt', 'ontbreken')} ${opsomming(missing)}.`,
    hint: plaatsenTip,
  }),
  factTownsNotServed: (list, extra) => ({
    message: `De tekst somt de plaatsen op als “${list}”, maar ${opsomming(extra)} ${getal(extra, 'hoort', 'horen')} niet bij het werkgebied.`,
    hint: plaatsenTip,
  }),
  factTownsWrong: (list, missing, extra) => ({
    message: `De tekst somt de plaatsen op als “${list}”; daarbij ${getal(missing, 'ontbreekt', 'ontbreken')} ${opsomming(missing)}, en ${opsomming(extra)} ${getal(extra, 'hoort', 'horen')} niet bij het werkgebied.`,
    hint: plaatsenTip,
  }),

  headingNone: () => ({
    message: 'De pagina heeft geen hoofdkop (h1).',
    hint: 'Begin de pagina met een blok Openingsbanner; de kop daarvan wordt de hoofdkop.',
  }),
  headingsMany: (headings) => ({
    message: `De pagina heeft ${headings.length} hoofdkoppen (h1): ${geciteerd(headings)}.`,
    hint: 'Houd per pagina één hoofdkop, dus één openingsbanner, en maak van de andere koppen tussenkoppen.',
  }),
  headingSkipsLevel: (text, level, before, beforeLevel) => ({
    message: `De kop “${text}” (h${level}) volgt op “${before}” (h${beforeLevel}) en slaat niveau h${beforeLevel + 1} over.`,
    hint: `Geef het onderdeel erboven een kop; u kunt dit blok ook verplaatsen, zodat het onder een h${level - 1} staat.`,
  }),
  headingFirstNotMain: (text, level) => ({
    message: `De eerste kop “${text}” heeft niveau h${level}; een pagina begint met haar hoofdkop (h1).`,
    hint: `Geef het onderdeel erboven een kop; u kunt dit blok ook verplaatsen, zodat het onder een h${level - 1} staat.`,
  }),

  imageNotBuilt: (file) => ({
    message: `De afbeelding ${file} wordt op deze pagina gebruikt, maar ontbreekt in de gebouwde website.`,
    hint: 'Ga na dat de afbeelding bij de afbeeldingen van de website staat, en bouw de website opnieuw (Publiceren doet dat); ontbreekt ze daarna nog, laat het dan een ontwikkelaar weten.',
  }),

  structuredDataUnreadable: () => ({
    message: 'De gestructureerde gegevens voor zoekmachines zijn niet leesbaar.',
    hint: FOUT_VAN_DE_TECHNIEK,
  }),
  structuredDataNoVocabulary: (type) => ({
    message: `De gestructureerde gegevens van het type ${type} zeggen niet welk vocabulaire ze gebruiken.`,
    hint: FOUT_VAN_DE_TECHNIEK,
  }),
  structuredDataLacks: (type, absent) => ({
    message: `In de gestructureerde gegevens van het type ${type} ${getal(absent, 'ontbreekt', 'ontbreken')} ${opsomming(absent)}.`,
    hint: 'Vul in waaruit ze worden gemaakt (de bedrijfsgegevens, plaatsen, diensten en blogberichten); staat alles erin, laat het dan een ontwikkelaar weten.',
  }),
  structuredDataMissing: (type) => ({
    message: `De pagina vraagt om gestructureerde gegevens van het type ${type}, maar heeft er geen.`,
    hint: FOUT_VAN_DE_TECHNIEK,
  }),

  linkToAlias: (path, main) => ({
    message: `Link naar ${path}; dat adres dient alleen als extra adres voor ${main}.`,
    hint: `Link in plaats daarvan naar ${main}, zodat bezoekers en zoekmachines direct op de hoofdpagina komen.`,
  }),
  linkToMissingPart: (link, path, part, suggestion) => ({
    message: `Link naar ${link}, maar ${path} heeft geen deel met de naam “${part}”.`,
    hint: `${suggestion ? `Bedoelt u “${suggestion}”? ` : ''}Verbeter het deel na “#”; wilt u naar het begin van de pagina linken, haal het dan weg.`,
  }),

  metaMany: (field, count) => ({
    message: `De pagina heeft ${count} ${VELD[field].meer}; ze mag er maar één hebben.`,
    hint: 'Dit ligt aan de opbouw van de pagina, niet aan uw tekst; laat het een ontwikkelaar weten.',
  }),
  metaMissing: (field, min, max) => ({
    message: `De pagina heeft ${VELD[field].geen}.`,
    hint: `Schrijf voor deze pagina ${VELD[field].een} van ${min}–${max} tekens.`,
  }),
  metaShort: (field, text, min, max) => ({
    message: `${VELD[field].de} “${text}” valt kort uit (${text.length} tekens).`,
    hint: `Zoekresultaten tonen er ongeveer ${max}; mik op ${min}–${max} tekens die zeggen wat de pagina biedt en waar.`,
  }),
  metaLong: (field, length, min, max) => ({
    message: `${VELD[field].de} telt ${length} tekens, te veel: zoekresultaten kappen af na ongeveer ${max} tekens.`,
    hint: `Maak ${VELD[field].de.toLowerCase()} korter, tot ${min}–${max} tekens, de belangrijkste woorden eerst.`,
  }),
  metaShared: (field, text, others) => ({
    message: `${VELD[field].de} “${text}” wordt ook gebruikt door ${others.join(', ')}.`,
    hint: `Geef elke pagina ${VELD[field].eigen}; zet op een plaatspagina de naam van de plaats erin, ofwel schrijf voor deze pagina ${VELD[field].vanDePlaats}.`,
  }),

  napNoName: (b, where) => ({
    message: `${PLEK[where]} toont de bedrijfsnaam “${b.name}” niet.`,
    hint: napTip(b),
  }),
  napPhone: (b, where, shown) => ({
    message: `${PLEK[where]} toont het telefoonnummer ${shown}, maar het telefoonnummer van het bedrijf luidt ${b.phone}.`,
    hint: napTip(b),
  }),
  napNoAddress: (b, where) => ({ message: `${PLEK[where]} toont geen adres.`, hint: napTip(b) }),
  napAddress: (b, where, shown) => ({
    message: `${PLEK[where]} toont het adres “${shown}”, dat afwijkt van het adres van het bedrijf.`,
    hint: napTip(b),
  }),
  napNoFooter: (b) => ({
    message: 'De pagina heeft geen voettekst met de naam, het adres en het telefoonnummer van het bedrijf.',
    hint: napTip(b),
  }),
  napCallLink: (b, dials) => ({
    message: `Een bellink kiest ${dials}, maar het telefoonnummer van het bedrijf luidt ${b.phone}.`,
    hint: napTip(b),
  }),
  napDataName: (b, type, name) => ({
    message: `De gestructureerde gegevens (${type}) noemen het bedrijf “${name}”, niet “${b.name}”.`,
    hint: napTip(b),
  }),
  napDataPhone: (b, type, phone) => ({
    message: `De gestructureerde gegevens (${type}) noemen het telefoonnummer ${phone}, niet ${b.phone}.`,
    hint: napTip(b),
  }),
  napDataAddress: (b, type, address) => ({
    message: `De gestructureerde gegevens (${type}) noemen het adres “${address}”, dat afwijkt van het adres van het bedrijf.`,
    hint: napTip(b),
  }),

  nearCopyOfTown: (f: NearCopy & { other: string; otherTown: string }) => ({
    message: `De tekst komt voor ${procent(f.score)} overeen met ${f.other}, afgezien van de plaatsnamen (de grens ligt op ${procent(f.limit)}).`,
    hint: f.shared?.length
      ? `${gedeeldeOnderdelen(f)} ${grensTip}`
      : `Schrijf een eigen tekst van ${f.town} voor deze pagina (de tekst in de openingsbanner, de inleiding en de specialiteitkaarten); een eigen tekst voor de pagina van ${f.otherTown} helpt ook. ${grensTip}`,
  }),
  nearCopyOfTemplate: (f) => ({
    message: `De tekst komt voor ${procent(f.score)} overeen met de tekst die alle plaatsen delen; alleen de naam van de plaats verschilt (de grens ligt op ${procent(f.limit)}).`,
    hint: `${gedeeldeOnderdelen(f)} ${grensTip}`,
  }),

  copiedFromService: (f: CopiedFrom & { service: string }) => ({
    message: `${gekopieerdeTekst(f)} uit de tekst van ${f.other} (op ${f.otherPage}).`,
    hint: `Schrijf een eigen versie van ${gekopieerdDing(f)} voor ${f.service}${inDeel(f.block)}; weglaten mag ook.`,
  }),
  copiedFromTown: (f: CopiedFrom & { town: string }) => ({
    message: `${gekopieerdeTekst(f)} uit de eigen tekst van ${f.other} (op ${f.otherPage}); alleen de naam van de plaats werd veranderd.`,
    hint: `Schrijf een eigen versie van ${gekopieerdDing(f)} voor ${f.town}${inDeel(f.block)}.`,
  }),
  namesOtherService: (f: { text: string; field: NamedField; other: string; own: string }) => ({
    message: `${BENOEMD_VELD[f.field]} “${f.text}” noemt ${f.other}, niet ${f.own}.`,
    hint: `Noem hier ${f.own}; eigen woorden voor ${f.own} mogen ook.`,
  }),

  robotsMissing: (sitemap) => ({
    message: 'De gebouwde website mist het bestand robots.txt.',
    hint: robotsTip(sitemap),
  }),
  robotsNoSitemap: (sitemap) => ({
    message: 'Het bestand robots.txt noemt de sitemap niet.',
    hint: robotsTip(sitemap),
  }),
  robotsOtherSitemap: (sitemap, named) => ({
    message: `Het bestand robots.txt noemt de sitemap ${named.join(', ')} in plaats van ${sitemap}.`,
    hint: robotsTip(sitemap),
  }),

  sitemapMissing: () => ({ message: 'De gebouwde website mist het bestand sitemap.xml.', hint: SITEMAP_TIP }),
  sitemapTwice: (url) => ({
    message: `Het bestand sitemap.xml noemt ${url} meer dan één keer.`,
    hint: FOUT_VAN_DE_TECHNIEK,
  }),
  sitemapListsAlias: (url, main) => ({
    message: `Het bestand sitemap.xml noemt het extra adres ${url}; daar horen alleen hoofdpagina’s in.`,
    hint: `Het hoort alleen ${main} te noemen. ${FOUT_VAN_DE_TECHNIEK}`,
  }),
  sitemapListsStranger: (url) => ({
    message: `Het bestand sitemap.xml noemt ${url}, maar dat hoort niet bij de pagina’s van deze website.`,
    hint: SITEMAP_TIP,
  }),
  sitemapLeavesOut: (url) => ({
    message: `Het bestand sitemap.xml noemt ${url} niet.`,
    hint: SITEMAP_TIP,
  }),
  pageTooHeavy: (kilobytes, budget) => ({
    message: `De pagina telt ${kilobytes} KB aan HTML, meer dan de ${budget} KB die een pagina hoort te wegen: ze laadt traag op telefoons.`,
    hint: 'Maak de langste teksten op deze pagina korter (beoordelingen, alinea’s, vragen en antwoorden); verdelen over meerdere pagina’s kan ook.',
  }),
};

export const doctorNotesInDutch: DoctorNotesIn = {
  linkInLayout:
    'De link hoort bij de opbouw van de pagina (de bovenbalk dan wel de voettekst) en wordt gemaakt uit de plaatsen en de bedrijfsgegevens; kloppen die, laat het dan een ontwikkelaar weten.',
};
