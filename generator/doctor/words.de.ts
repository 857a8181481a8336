// Die Wörter des Doktors auf Deutsch (the doctor's words in German): what the site editor shows a
// German office manager after a publish and in its advice (say.ts chooses them; `npm run doctor`
// stays English). One function per entry of words.ts, with its facts, so a missing one fails tsc.
// Written as a German speaker would say it to the person keeping the site, addressed with "Sie", in
// the same plain words as the English: fields named as the German editor names them, no keys or
// JSON terms. What a developer needs by hand (`byHand`) stays the English entry's.
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

/** A share (0.85) as German writes a percentage ("85 %"). */
const prozent = (share: number) => `${Math.round(share * 100)} %`;
const zitiert = (texts: string[]) => texts.map((t) => `„${t}“`).join(', ');
const liste = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}` : (items[0] ?? '');
/** The verb after a list: "fehlt Milan", "fehlen Milan und Norwalk". */
const zahl = (items: string[], eins: string, mehrere: string) => (items.length > 1 ? mehrere : eins);

const ORT: Record<NapPlace, string> = { footer: 'Die Fußzeile', contactPage: 'Die Kontaktseite' };
const napHinweis = (b: BusinessFacts) =>
  `Zeigen Sie das Unternehmen überall genau so, wie es in den Angaben zum Unternehmen steht (${b.name}, ${b.address}, ${b.phone}): Korrigieren Sie den abweichenden Text, oder die Angaben zum Unternehmen, wenn dort der Fehler liegt.`;
const FEHLER_DER_TECHNIK = 'Das ist ein Fehler der Website-Technik, nicht Ihres Textes; sagen Sie es einem Entwickler.';
const bildHinweis =
  'Schreiben Sie eine Bildbeschreibung: einen kurzen Satz, was das Bild zeigt (z. B. „Frischer Rindenmulch um einen jungen Ahorn im Vorgarten“). Für ein Bild, das niemandem fehlen würde, setzen Sie stattdessen das Häkchen bei „Nur schmückend“.';
const brotkrumenHinweis = `Beides entsteht aus der Adresse der Seite. ${FEHLER_DER_TECHNIK}`;
const orteHinweis =
  'Korrigieren Sie die Aufzählung, oder lassen Sie die Website die bedienten Orte aufzählen: Das bleibt richtig, wenn ein Ort dazukommt oder wegfällt.';
const robotsHinweis = (sitemap: string) =>
  `Sie braucht die Zeile „Sitemap: ${sitemap}“. Prüfen Sie die Webadresse unter Website-Einstellungen und erstellen Sie die Website neu (das tut „Veröffentlichen“); stimmt sie, sagen Sie es einem Entwickler.`;
const SITEMAP_HINWEIS =
  'Erstellen Sie die Website neu (das tut „Veröffentlichen“); bleibt es so, sagen Sie es einem Entwickler.';
const webadresseHinweis = (origin?: string) =>
  `Prüfen Sie die Webadresse unter Website-Einstellungen${origin ? ` (${origin})` : ''}; stimmt sie, sagen Sie es einem Entwickler.`;

/** A title or a description, in the forms a German sentence needs. */
const FELD: Record<
  MetaField,
  { der: string; kein: string; einen: string; mehrere: string; ihn: string; eigenen: string; desOrts: string }
> = {
  title: {
    der: 'Der Titel',
    kein: 'keinen Titel',
    einen: 'einen Titel',
    mehrere: 'Titel',
    ihn: 'ihn',
    eigenen: 'ihren eigenen Titel',
    desOrts: 'den eigenen Titel des Orts',
  },
  description: {
    der: 'Die Beschreibung',
    kein: 'keine Beschreibung',
    einen: 'eine Beschreibung',
    mehrere: 'Beschreibungen',
    ihn: 'sie',
    eigenen: 'ihre eigene Beschreibung',
    desOrts: 'die eigene Beschreibung des Orts',
  },
};

const schwellenHinweis =
  'Die Grenze ist die Einstellung „Erlaubte Ähnlichkeit von Ortsseiten“ unter Website-Einstellungen.';
const sätze = (texts: string[]) =>
  texts.length > 3
    ? `${texts
        .slice(0, 3)
        .map((t) => `„${t}“`)
        .join(' ')} und ${texts.length - 3} weitere`
    : texts.map((t) => `„${t}“`).join(' ');
const imTeil = (block?: string) => (block ? ` in ${block}` : '');
/** „Die Überschrift „…“ ist“, „Die Sätze „…“ „…“ sind“: was kopiert ist, und sein Verb. */
const kopierterText = (f: CopiedFrom) =>
  f.field === 'line' && f.sentences.length > 1
    ? `Die Zeilen ${sätze(f.sentences)} sind`
    : f.field === 'heading' || f.field === 'line'
      ? `${BENANNTES_FELD[f.field]} ${sätze(f.sentences)} ist`
      : `${f.sentences.length > 1 ? 'Die Sätze' : 'Der Satz'} ${sätze(f.sentences)} ${f.sentences.length > 1 ? 'sind' : 'ist'}`;
/** „dieser Überschrift“, „dieser Sätze“: wovon eine eigene Fassung nötig ist. */
const kopiertesDing = (f: CopiedFrom) =>
  f.field === 'heading'
    ? 'dieser Überschrift'
    : f.field === 'line'
      ? f.sentences.length > 1
        ? 'dieser Zeilen'
        : 'dieser Zeile'
      : f.sentences.length > 1
        ? 'dieser Sätze'
        : 'dieses Satzes';
/** Wie der geteilte Text einer Seite weniger wird: die Teile, die alle Orte teilen, neu schreiben oder für den Ort weglassen. */
const geteilteTeile = (f: NearCopy) =>
  f.shared?.length
    ? `Das meiste davon ist Text, den alle Orte teilen, in ${f.shared.join(', ')}. Jeder dieser Teile, den die Seite von ${f.town} in eigenen Worten hat oder weglässt, senkt den Wert: Schreiben Sie eine eigene Fassung für ${f.town}, oder lassen Sie den Teil auf der Seite von ${f.town} weg (in „Ort hinzufügen“ mit seinem Kästchen „Auf der Seite von ${f.town} weglassen“, in der Vorlage mit seiner Auswahl „Nur für diese Orte“).`
    : `Schreiben Sie einen eigenen Text von ${f.town} für diese Seite (Titel, Beschreibung, Hero-Text, Einleitung und Spezialgebiete).`;
const BENANNTES_FELD: Record<NamedField, string> = {
  sentence: 'Der Satz',
  heading: 'Die Überschrift',
  line: 'Die Zeile',
  title: 'Der Seitentitel',
  description: 'Die Suchzusammenfassung',
  alt: 'Die Bildbeschreibung',
};

export const doctorWordsInGerman: DoctorWordsIn = {
  aliasChain: (from, to, next) => ({
    message: `Die zusätzliche Adresse ${from} führt zu ${to}, die selbst eine zusätzliche Adresse ist (von ${next}).`,
    hint: `Ändern Sie ihre Adresse der Hauptseite in ${next}, damit sie direkt zur Hauptseite führt.`,
  }),

  altMissing: (src) => ({ message: `Das Bild ${src} hat keine Bildbeschreibung.`, hint: bildHinweis }),
  altEmpty: (src) => ({
    message: `Das Bild ${src} hat eine leere Bildbeschreibung, ist aber nicht als „Nur schmückend“ markiert.`,
    hint: bildHinweis,
  }),
  altFileName: (src, alt) => ({
    message: `Die Bildbeschreibung von ${src} hilft nicht: „${alt}“ ist ein Dateiname.`,
    hint: bildHinweis,
  }),
  altSaysNothing: (src, alt) => ({
    message: `Die Bildbeschreibung von ${src} hilft nicht: „${alt}“ sagt nicht, was das Bild zeigt.`,
    hint: bildHinweis,
  }),
  altLikeFileName: (src, alt) => ({
    message: `Die Bildbeschreibung von ${src} hilft nicht: „${alt}“ sieht aus wie ein Dateiname.`,
    hint: bildHinweis,
  }),

  breadcrumbNoList: () => ({
    message: 'Die Seite zeigt einen Brotkrumenpfad, aber ihre strukturierten Daten für Suchmaschinen enthalten keinen.',
    hint: brotkrumenHinweis,
  }),
  breadcrumbDiffers: (shown, listed) => ({
    message: `Der Brotkrumenpfad zeigt „${shown}“, die strukturierten Daten nennen aber „${listed}“.`,
    hint: brotkrumenHinweis,
  }),
  breadcrumbLinkDiffers: (name, url, listed) => ({
    message: `Der Eintrag „${name}“ im Brotkrumenpfad verlinkt ${url}, die strukturierten Daten nennen aber ${listed ?? '(nichts)'}.`,
    hint: brotkrumenHinweis,
  }),

  canonicalNone: () => ({
    message: 'Die Seite nennt keine kanonische Adresse.',
    hint: FEHLER_DER_TECHNIK,
  }),
  canonicalMany: (count) => ({
    message: `Die Seite nennt ${count} kanonische Adressen; sie muss genau eine nennen.`,
    hint: FEHLER_DER_TECHNIK,
  }),
  canonicalNotAbsolute: (href, origin) => ({
    message: `Die kanonische Adresse „${href}“ ist nicht vollständig (sie muss mit ${origin} beginnen).`,
    hint: webadresseHinweis(),
  }),
  canonicalOfAlias: (href, expected, origin) => ({
    message: `Diese zusätzliche Adresse nennt ${href} als kanonisch, sie steht aber für ${expected}.`,
    hint: webadresseHinweis(origin),
  }),
  canonicalWrong: (href, expected, origin) => ({
    message: `Die kanonische Adresse ist ${href}, die Seite ist aber ${expected}.`,
    hint: webadresseHinweis(origin),
  }),

  noBuiltSite: (folder) => ({
    message: `In ${folder} gibt es keine erstellte Website.`,
    hint: 'Erstellen Sie zuerst die Website.',
  }),
  pageNotBuilt: (path) => ({
    message: `Die Seite ${path} gehört zur Website, wurde aber nicht erstellt.`,
    hint: 'Erstellen Sie die Website neu (das tut „Veröffentlichen“); fehlt die Seite dann noch, sagen Sie es einem Entwickler.',
  }),

  factTime: (said) => ({
    message: `Der Text nennt „${said}“; das ist keine Öffnungs- oder Schließzeit des Unternehmens.`,
    hint: 'Korrigieren Sie die Zeit, oder lassen Sie die Website die Öffnungszeiten aus den Angaben zum Unternehmen zeigen: Die bleiben richtig, wenn sie sich ändern.',
  }),
  factPhone: (said, phone) => ({
    message: `Der Text nennt die Telefonnummer ${said}, die Telefonnummer des Unternehmens ist aber ${phone}.`,
    hint: 'Korrigieren Sie die Nummer, oder lassen Sie die Website die Telefonnummer aus den Angaben zum Unternehmen zeigen: Die bleibt richtig, wenn sie sich ändert.',
  }),
  factPostalCode: (said, own) => ({
    message: `Der Text nennt die Postleitzahl ${said}; das ist weder die des Unternehmens (${own}) noch die eines bedienten Orts.`,
    hint: 'Korrigieren Sie die Postleitzahl, oder lassen Sie die Website die Adresse aus den Angaben zum Unternehmen zeigen: Die bleibt richtig, wenn sie sich ändert.',
  }),
  factTownsLeftOut: (list, missing) => ({
    message: `Der Text zählt die Orte als „${list}“ auf; dabei ${zahl(missing, 'fehlt', 'fehlen')} ${liste(missing)}.`,
    hint: orteHinweis,
  }),
  factTownsNotServed: (list, extra) => ({
    message: `Der Text zählt die Orte als „${list}“ auf; ${liste(extra)} ${zahl(extra, 'gehört', 'gehören')} aber nicht zu den bedienten Orten.`,
    hint: orteHinweis,
  }),
  factTownsWrong: (list, missing, extra) => ({
    message: `Der Text zählt die Orte als „${list}“ auf; dabei ${zahl(missing, 'fehlt', 'fehlen')} ${liste(missing)}, und ${liste(extra)} ${zahl(extra, 'gehört', 'gehören')} nicht zu den bedienten Orten.`,
    hint: orteHinweis,
  }),

  headingNone: () => ({
    message: 'Die Seite hat keine Hauptüberschrift (h1).',
    hint: 'Beginnen Sie die Seite mit einem Hero-Block; seine Überschrift wird die Hauptüberschrift.',
  }),
  headingsMany: (headings) => ({
    message: `Die Seite hat ${headings.length} Hauptüberschriften (h1): ${zitiert(headings)}.`,
    hint: 'Lassen Sie auf jeder Seite nur einen Hero (oder eine Hauptüberschrift) und machen Sie die anderen zu Abschnittsüberschriften.',
  }),
  headingSkipsLevel: (text, level, before, beforeLevel) => ({
    message: `Die Überschrift „${text}“ (h${level}) folgt auf „${before}“ (h${beforeLevel}) und überspringt die Ebene h${beforeLevel + 1}.`,
    hint: `Geben Sie dem Abschnitt darüber eine Überschrift, oder verschieben Sie diesen Block unter eine h${level - 1}.`,
  }),
  headingFirstNotMain: (text, level) => ({
    message: `Die erste Überschrift „${text}“ ist eine h${level}; eine Seite beginnt mit ihrer Hauptüberschrift (h1).`,
    hint: `Geben Sie dem Abschnitt darüber eine Überschrift, oder verschieben Sie diesen Block unter eine h${level - 1}.`,
  }),

  imageNotBuilt: (file) => ({
    message: `Das Bild ${file} wird auf dieser Seite verwendet, fehlt aber in der erstellten Website.`,
    hint: 'Prüfen Sie, ob das Bild unter den Bildern der Website ist, und erstellen Sie die Website neu (das tut „Veröffentlichen“); fehlt es dann noch, sagen Sie es einem Entwickler.',
  }),

  structuredDataUnreadable: () => ({
    message: 'Die strukturierten Daten für Suchmaschinen lassen sich nicht lesen.',
    hint: FEHLER_DER_TECHNIK,
  }),
  structuredDataNoVocabulary: (type) => ({
    message: `Die strukturierten Daten vom Typ ${type} sagen nicht, welches Vokabular sie verwenden.`,
    hint: FEHLER_DER_TECHNIK,
  }),
  structuredDataLacks: (type, absent) => ({
    message: `Den strukturierten Daten vom Typ ${type} ${zahl(absent, 'fehlt', 'fehlen')} ${liste(absent)}.`,
    hint: 'Füllen Sie aus, woraus sie entstehen (die Angaben zum Unternehmen, Orte, Leistungen oder Blogbeiträge); ist alles ausgefüllt, sagen Sie es einem Entwickler.',
  }),
  structuredDataMissing: (type) => ({
    message: `Die Seite verlangt strukturierte Daten vom Typ ${type}, hat aber keine.`,
    hint: FEHLER_DER_TECHNIK,
  }),

  linkToAlias: (path, main) => ({
    message: `Link auf ${path}, das nur eine zusätzliche Adresse von ${main} ist.`,
    hint: `Verlinken Sie stattdessen ${main}, damit Besucher und Suchmaschinen direkt auf die Hauptseite kommen.`,
  }),
  linkToMissingPart: (link, path, part, suggestion) => ({
    message: `Link auf ${link}, aber ${path} hat keinen Teil namens „${part}“.`,
    hint: `${suggestion ? `Meinten Sie „${suggestion}“? ` : ''}Korrigieren Sie den Teil nach „#“, oder entfernen Sie ihn, um den Anfang der Seite zu verlinken.`,
  }),

  metaMany: (field, count) => ({
    message: `Die Seite hat ${count} ${FELD[field].mehrere}; sie darf nur ${FELD[field].einen} haben.`,
    hint: 'Das ist ein Fehler im Seitenaufbau, nicht in Ihrem Text; sagen Sie es einem Entwickler.',
  }),
  metaMissing: (field, min, max) => ({
    message: `Die Seite hat ${FELD[field].kein}.`,
    hint: `Schreiben Sie für diese Seite ${FELD[field].einen} mit ${min}–${max} Zeichen.`,
  }),
  metaShort: (field, text, min, max) => ({
    message: `${FELD[field].der} „${text}“ ist kurz (${text.length} Zeichen).`,
    hint: `Suchergebnisse zeigen etwa ${max} Zeichen; schreiben Sie ${min}–${max} Zeichen, die sagen, was die Seite bietet und wo.`,
  }),
  metaLong: (field, length, min, max) => ({
    message: `${FELD[field].der} ist lang (${length} Zeichen); Suchergebnisse schneiden nach etwa ${max} Zeichen ab.`,
    hint: `Kürzen Sie ${FELD[field].ihn} auf ${min}–${max} Zeichen, die wichtigsten Wörter zuerst.`,
  }),
  metaShared: (field, text, others) => ({
    message: `${FELD[field].der} „${text}“ wird auch von ${others.join(', ')} verwendet.`,
    hint: `Geben Sie jeder Seite ${FELD[field].eigenen}; auf einer Ortsseite nennen Sie darin den Ort, oder schreiben Sie ${FELD[field].desOrts} für diese Seite.`,
  }),

  napNoName: (b, where) => ({
    message: `${ORT[where]} zeigt nicht den Namen des Unternehmens „${b.name}“.`,
    hint: napHinweis(b),
  }),
  napPhone: (b, where, shown) => ({
    message: `${ORT[where]} zeigt die Telefonnummer ${shown}, die Telefonnummer des Unternehmens ist aber ${b.phone}.`,
    hint: napHinweis(b),
  }),
  napNoAddress: (b, where) => ({ message: `${ORT[where]} zeigt keine Adresse.`, hint: napHinweis(b) }),
  napAddress: (b, where, shown) => ({
    message: `${ORT[where]} zeigt die Adresse „${shown}“, die von der Adresse des Unternehmens abweicht.`,
    hint: napHinweis(b),
  }),
  napNoFooter: (b) => ({
    message: 'Die Seite hat keine Fußzeile mit Name, Adresse und Telefonnummer des Unternehmens.',
    hint: napHinweis(b),
  }),
  napCallLink: (b, dials) => ({
    message: `Ein Anruf-Link wählt ${dials}, die Telefonnummer des Unternehmens ist aber ${b.phone}.`,
    hint: napHinweis(b),
  }),
  napDataName: (b, type, name) => ({
    message: `Die strukturierten Daten (${type}) nennen das Unternehmen „${name}“, nicht „${b.name}“.`,
    hint: napHinweis(b),
  }),
  napDataPhone: (b, type, phone) => ({
    message: `Die strukturierten Daten (${type}) nennen die Telefonnummer ${phone}, nicht ${b.phone}.`,
    hint: napHinweis(b),
  }),
  napDataAddress: (b, type, address) => ({
    message: `Die strukturierten Daten (${type}) nennen die Adresse „${address}“, die von der Adresse des Unternehmens abweicht.`,
    hint: napHinweis(b),
  }),

  nearCopyOfTown: (f: NearCopy & { other: string; otherTown: string }) => ({
    message: `Ihr Text ist zu ${prozent(f.score)} gleich mit ${f.other}, von den Ortsnamen abgesehen (die Grenze ist ${prozent(f.limit)}).`,
    hint: f.shared?.length
      ? `${geteilteTeile(f)} ${schwellenHinweis}`
      : `Schreiben Sie einen eigenen Text von ${f.town} für diese Seite (Hero-Text, Einleitung und Spezialgebiete), oder einen für ${f.otherTown}. ${schwellenHinweis}`,
  }),
  nearCopyOfTemplate: (f) => ({
    message: `Ihr Text ist zu ${prozent(f.score)} der Text, den alle Orte teilen, nur mit geändertem Ortsnamen (die Grenze ist ${prozent(f.limit)}).`,
    hint: `${geteilteTeile(f)} ${schwellenHinweis}`,
  }),

  copiedFromService: (f: CopiedFrom & { service: string }) => ({
    message: `${kopierterText(f)} Text von ${f.other} (auf ${f.otherPage}).`,
    hint: `Schreiben Sie eine eigene Fassung ${kopiertesDing(f)} für ${f.service}${imTeil(f.block)}, oder lassen Sie ${f.field === 'heading' || f.field === 'line' || f.sentences.length > 1 ? 'sie' : 'ihn'} weg.`,
  }),
  copiedFromTown: (f: CopiedFrom & { town: string }) => ({
    message: `${kopierterText(f)} der eigene Text von ${f.other} (auf ${f.otherPage}), nur mit geändertem Ortsnamen.`,
    hint: `Schreiben Sie eine eigene Fassung ${kopiertesDing(f)} für ${f.town}${imTeil(f.block)}.`,
  }),
  namesOtherService: (f: { text: string; field: NamedField; other: string; own: string }) => ({
    message: `${BENANNTES_FELD[f.field]} „${f.text}“ nennt ${f.other}, nicht ${f.own}.`,
    hint: `Nennen Sie hier ${f.own}, oder schreiben Sie eigene Worte für ${f.own}.`,
  }),

  robotsMissing: (sitemap) => ({
    message: 'Der erstellten Website fehlt die Datei robots.txt.',
    hint: robotsHinweis(sitemap),
  }),
  robotsNoSitemap: (sitemap) => ({
    message: 'Die Datei robots.txt nennt die Sitemap nicht.',
    hint: robotsHinweis(sitemap),
  }),
  robotsOtherSitemap: (sitemap, named) => ({
    message: `Die Datei robots.txt nennt die Sitemap ${named.join(', ')} statt ${sitemap}.`,
    hint: robotsHinweis(sitemap),
  }),

  sitemapMissing: () => ({ message: 'Der erstellten Website fehlt die Datei sitemap.xml.', hint: SITEMAP_HINWEIS }),
  sitemapTwice: (url) => ({
    message: `Die Datei sitemap.xml nennt ${url} mehr als einmal.`,
    hint: FEHLER_DER_TECHNIK,
  }),
  sitemapListsAlias: (url, main) => ({
    message: `Die Datei sitemap.xml nennt die zusätzliche Adresse ${url}; dort gehören nur Hauptseiten hin.`,
    hint: `Sie sollte nur ${main} nennen. ${FEHLER_DER_TECHNIK}`,
  }),
  sitemapListsStranger: (url) => ({
    message: `Die Datei sitemap.xml nennt ${url}; das ist keine Seite dieser Website.`,
    hint: SITEMAP_HINWEIS,
  }),
  sitemapLeavesOut: (url) => ({
    message: `Die Datei sitemap.xml nennt ${url} nicht.`,
    hint: SITEMAP_HINWEIS,
  }),
  pageTooHeavy: (kilobytes, budget) => ({
    message: `Die Seite ist ${kilobytes} KB HTML groß, mehr als die ${budget} KB, die eine Seite haben sollte: Sie lädt auf Telefonen langsam.`,
    hint: 'Kürzen Sie die längsten Texte dieser Seite (Bewertungen, Absätze, Fragen und Antworten), oder verteilen Sie sie auf mehrere Seiten.',
  }),
};

export const doctorNotesInGerman: DoctorNotesIn = {
  linkInLayout:
    'Der Link gehört zum Seitenaufbau (Kopf- oder Fußzeile) und entsteht aus den Orten oder den Angaben zum Unternehmen; sehen die richtig aus, sagen Sie es einem Entwickler.',
};
