// Les mots du docteur en français (the doctor's words in French): what the site editor shows a
// French-speaking office manager after a publish and in its advice (say.ts chooses them; `npm run
// doctor` stays English). One function per entry of words.ts, with its facts, so a missing one fails
// tsc. Written as one would say it to the person keeping the site, addressed with "vous", in the same
// plain words as the English: fields named as the French editor names them, no keys or JSON terms;
// French typography (« » and a no-break space before : ; ? !). What a developer needs by hand
// (`byHand`) stays the English entry's.
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

const NB = '\u00a0';
/** A share (0.85) as French writes a percentage ("85 %"). */
const pourcent = (share: number) => `${Math.round(share * 100)}${NB}%`;
const guillemets = (text: string) => `«${NB}${text}${NB}»`;
const cités = (texts: string[]) => texts.map(guillemets).join(', ');
const liste = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}` : (items[0] ?? '');
/** The verb after a list: "manque Milan", "manquent Milan et Norwalk". */
const accord = (items: string[], un: string, plusieurs: string) => (items.length > 1 ? plusieurs : un);

const LIEU: Record<NapPlace, string> = { footer: 'Le pied de page', contactPage: 'La page de contact' };
const napConseil = (b: BusinessFacts) =>
  `Présentez l’entreprise partout exactement comme l’indiquent ses informations (${b.name}, ${b.address}, ${b.phone})${NB}: corrigez le texte qui diffère, ou les informations sur l’entreprise si l’erreur est là.`;
const FAUTE_DU_MOTEUR = `C’est une erreur du moteur du site, pas de votre texte${NB}; signalez-la à un développeur.`;
const imageConseil = `Écrivez sa description de l’image${NB}: une courte phrase qui dit ce que montre l’image (par ex. ${guillemets('Paillis frais au pied d’un jeune érable dans un jardin')}). Pour une image qui n’apporte rien qui manquerait au lecteur, cochez plutôt ${guillemets('Purement décorative')}.`;
const filConseil = `Les deux sont faits à partir de l’adresse de la page. ${FAUTE_DU_MOTEUR}`;
const villesConseil = `Corrigez la liste, ou laissez le site lister les villes desservies${NB}: elle reste juste quand une ville est ajoutée ou retirée.`;
const robotsConseil = (sitemap: string) =>
  `Il lui faut la ligne ${guillemets(`Sitemap: ${sitemap}`)}. Vérifiez l’adresse web dans les réglages du site et générez de nouveau le site (c’est ce que fait ${guillemets('Publier')})${NB}; si elle est juste, signalez-le à un développeur.`;
const PLAN_CONSEIL = `Générez de nouveau le site (c’est ce que fait ${guillemets('Publier')})${NB}; si le problème reste, signalez-le à un développeur.`;
const adresseWebConseil = (origin?: string) =>
  `Vérifiez l’adresse web dans les réglages du site${origin ? ` (${origin})` : ''}${NB}; si elle est juste, signalez-le à un développeur.`;

/** A title or a description, in the forms a French sentence needs. */
const CHAMP: Record<
  MetaField,
  { le: string; aucun: string; un: string; plusieurs: string; leRaccourcir: string; propre: string; deLaVille: string }
> = {
  title: {
    le: 'Le titre',
    aucun: 'aucun titre',
    un: 'un titre',
    plusieurs: 'titres',
    leRaccourcir: 'Raccourcissez-le',
    propre: 'son propre titre',
    deLaVille: 'le titre propre à la ville',
  },
  description: {
    le: 'La description',
    aucun: 'aucune description',
    un: 'une description',
    plusieurs: 'descriptions',
    leRaccourcir: 'Raccourcissez-la',
    propre: 'sa propre description',
    deLaVille: 'la description propre à la ville',
  },
};

const limiteConseil = `La limite est le réglage ${guillemets('Ressemblance admise entre pages de villes')} dans les réglages du site.`;
const phrases = (texts: string[]) =>
  texts.length > 3
    ? `${texts.slice(0, 3).map(guillemets).join(' ')} et ${texts.length - 3}${NB}autres`
    : texts.map(guillemets).join(' ');
const dansLaPartie = (block?: string) => (block ? ` dans ${block}` : '');
/** « La phrase « … » est », « Les phrases « … » « … » sont » : ce qui est copié, et son verbe. */
const texteCopié = (f: CopiedFrom) =>
  f.field === 'line' && f.sentences.length > 1
    ? `Les lignes ${phrases(f.sentences)} sont`
    : f.field === 'heading' || f.field === 'line'
      ? `${CHAMP_NOMMÉ[f.field]} ${phrases(f.sentences)} est`
      : `${f.sentences.length > 1 ? 'Les phrases' : 'La phrase'} ${phrases(f.sentences)} ${f.sentences.length > 1 ? 'sont' : 'est'}`;
/** « de ce titre », « de ces phrases » : ce dont il faut écrire sa propre version. */
const choseCopiée = (f: CopiedFrom) =>
  f.field === 'heading'
    ? 'de ce titre'
    : f.field === 'line'
      ? f.sentences.length > 1
        ? 'de ces lignes'
        : 'de cette ligne'
      : f.sentences.length > 1
        ? 'de ces phrases'
        : 'de cette phrase';
/** Comment réduire le texte commun d’une page : réécrire pour la ville les parties communes, ou les y retirer. */
const partiesCommunes = (f: NearCopy) =>
  f.shared?.length
    ? `L’essentiel est du texte commun à toutes les villes, dans ${f.shared.join(', ')}. Chacune de ces parties que la page de ${f.town} a dans ses propres mots, ou dont elle se passe, fait baisser le score${NB}: écrivez la version propre à ${f.town}, ou retirez la partie de la page de ${f.town} (dans ${guillemets('Ajouter une ville')}, avec sa case ${guillemets(`Retirer de la page de ${f.town}`)}${NB}; dans le modèle, avec son choix ${guillemets('Seulement pour ces villes')}).`
    : `Écrivez le texte propre à ${f.town} pour cette page (son titre, sa description, le texte de la grande bannière, l’introduction et les cartes de spécialités).`;
const CHAMP_NOMMÉ: Record<NamedField, string> = {
  sentence: 'La phrase',
  heading: 'Le titre',
  line: 'La ligne',
  title: 'Le titre de la page',
  description: 'Le résumé pour les moteurs de recherche',
  alt: 'La description de l’image',
};

export const doctorWordsInFrench: DoctorWordsIn = {
  aliasChain: (from, to, next) => ({
    message: `L’adresse supplémentaire ${from} mène à ${to}, qui est elle-même une adresse supplémentaire (de ${next}).`,
    hint: `Changez son adresse de la page principale en ${next}, pour qu’elle mène directement à la page principale.`,
  }),

  altMissing: (src) => ({ message: `L’image ${src} n’a pas de description.`, hint: imageConseil }),
  altEmpty: (src) => ({
    message: `L’image ${src} a une description vide, mais n’est pas marquée ${guillemets('Purement décorative')}.`,
    hint: imageConseil,
  }),
  altFileName: (src, alt) => ({
    message: `La description de l’image ${src} n’aide pas${NB}: ${guillemets(alt)} est un nom de fichier.`,
    hint: imageConseil,
  }),
  altSaysNothing: (src, alt) => ({
    message: `La description de l’image ${src} n’aide pas${NB}: ${guillemets(alt)} ne dit pas ce que montre l’image.`,
    hint: imageConseil,
  }),
  altLikeFileName: (src, alt) => ({
    message: `La description de l’image ${src} n’aide pas${NB}: ${guillemets(alt)} ressemble à un nom de fichier.`,
    hint: imageConseil,
  }),

  breadcrumbNoList: () => ({
    message:
      'La page affiche un fil d’Ariane, mais ses données structurées pour les moteurs de recherche n’en contiennent pas.',
    hint: filConseil,
  }),
  breadcrumbDiffers: (shown, listed) => ({
    message: `Le fil d’Ariane affiche ${guillemets(shown)}, mais les données structurées indiquent ${guillemets(listed)}.`,
    hint: filConseil,
  }),
  breadcrumbLinkDiffers: (name, url, listed) => ({
    message: `L’entrée ${guillemets(name)} du fil d’Ariane mène à ${url}, mais les données structurées indiquent ${listed ?? '(rien)'}.`,
    hint: filConseil,
  }),

  canonicalNone: () => ({
    message: 'La page n’indique aucune adresse canonique.',
    hint: FAUTE_DU_MOTEUR,
  }),
  canonicalMany: (count) => ({
    message: `La page indique ${count}${NB}adresses canoniques${NB}; elle doit en indiquer une seule.`,
    hint: FAUTE_DU_MOTEUR,
  }),
  canonicalNotAbsolute: (href, origin) => ({
    message: `L’adresse canonique ${guillemets(href)} n’est pas complète (elle doit commencer par ${origin}).`,
    hint: adresseWebConseil(),
  }),
  canonicalOfAlias: (href, expected, origin) => ({
    message: `Cette adresse supplémentaire indique ${href} comme canonique, alors qu’elle représente ${expected}.`,
    hint: adresseWebConseil(origin),
  }),
  canonicalWrong: (href, expected, origin) => ({
    message: `L’adresse canonique est ${href}, mais la page est ${expected}.`,
    hint: adresseWebConseil(origin),
  }),

  noBuiltSite: (folder) => ({
    message: `Il n’y a pas de site généré dans ${folder}.`,
    hint: 'Générez d’abord le site.',
  }),
  pageNotBuilt: (path) => ({
    message: `La page ${path} fait partie du site, mais n’a pas été générée.`,
    hint: `Générez de nouveau le site (c’est ce que fait ${guillemets('Publier')})${NB}; si la page manque toujours, signalez-le à un développeur.`,
  }),

  factTime: (said) => ({
    message: `Le texte indique ${guillemets(said)}, qui n’est ni une heure d’ouverture ni une heure de fermeture de l’entreprise.`,
    hint: `Corrigez l’heure, ou laissez le site afficher les horaires d’ouverture des informations sur l’entreprise${NB}: ils restent justes quand ils changent.`,
  }),
  factPhone: (said, phone) => ({
    message: `Le texte donne le numéro de téléphone ${said}, mais le numéro de l’entreprise est le ${phone}.`,
    hint: `Corrigez le numéro, ou laissez le site afficher le numéro de téléphone des informations sur l’entreprise${NB}: il reste juste quand il change.`,
  }),
  factPostalCode: (said, own) => ({
    message: `Le texte donne le code postal ${said}, qui n’est ni celui de l’entreprise (${own}) ni celui d’une ville desservie.`,
    hint: `Corrigez le code postal, ou laissez le site afficher l’adresse des informations sur l’entreprise${NB}: elle reste juste quand elle change.`,
  }),
  factTownsLeftOut: (list, missing) => ({
    message: `Le texte liste les villes ainsi${NB}: ${guillemets(list)}${NB}; il y manque ${liste(missing)}.`,
    hint: villesConseil,
  }),
  factTownsNotServed: (list, extra) => ({
    message: `Le texte liste les villes ainsi${NB}: ${guillemets(list)}${NB}; mais ${liste(extra)} ${accord(extra, 'ne fait', 'ne font')} pas partie des villes desservies.`,
    hint: villesConseil,
  }),
  factTownsWrong: (list, missing, extra) => ({
    message: `Le texte liste les villes ainsi${NB}: ${guillemets(list)}${NB}; il y manque ${liste(missing)}, et ${liste(extra)} ${accord(extra, 'ne fait', 'ne font')} pas partie des villes desservies.`,
    hint: villesConseil,
  }),

  headingNone: () => ({
    message: 'La page n’a pas de titre principal (h1).',
    hint: `Commencez la page par un bloc Grande bannière${NB}; son titre devient le titre principal.`,
  }),
  headingsMany: (headings) => ({
    message: `La page a ${headings.length}${NB}titres principaux (h1)${NB}: ${cités(headings)}.`,
    hint: 'Ne gardez qu’une grande bannière (ou un seul titre principal) par page, et faites des autres des titres de section.',
  }),
  headingSkipsLevel: (text, level, before, beforeLevel) => ({
    message: `Le titre ${guillemets(text)} (h${level}) suit ${guillemets(before)} (h${beforeLevel}) et saute le niveau h${beforeLevel + 1}.`,
    hint: `Donnez un titre à la section au-dessus, ou déplacez ce bloc sous un h${level - 1}.`,
  }),
  headingFirstNotMain: (text, level) => ({
    message: `Le premier titre ${guillemets(text)} est un h${level}${NB}; une page commence par son titre principal (h1).`,
    hint: `Donnez un titre à la section au-dessus, ou déplacez ce bloc sous un h${level - 1}.`,
  }),

  imageNotBuilt: (file) => ({
    message: `L’image ${file} est utilisée sur cette page, mais ne figure pas dans le site généré.`,
    hint: `Vérifiez que l’image fait partie des images du site, et générez de nouveau le site (c’est ce que fait ${guillemets('Publier')})${NB}; si elle manque toujours, signalez-le à un développeur.`,
  }),

  structuredDataUnreadable: () => ({
    message: 'Les données structurées pour les moteurs de recherche sont illisibles.',
    hint: FAUTE_DU_MOTEUR,
  }),
  structuredDataNoVocabulary: (type) => ({
    message: `Les données structurées de type ${type} n’indiquent pas quel vocabulaire elles utilisent.`,
    hint: FAUTE_DU_MOTEUR,
  }),
  structuredDataLacks: (type, absent) => ({
    message: `Il manque aux données structurées de type ${type}${NB}: ${liste(absent)}.`,
    hint: `Remplissez ce dont elles sont faites (les informations sur l’entreprise, les villes, les prestations ou les articles de blog)${NB}; si tout est rempli, signalez-le à un développeur.`,
  }),
  structuredDataMissing: (type) => ({
    message: `La page demande des données structurées de type ${type}, mais n’en a pas.`,
    hint: FAUTE_DU_MOTEUR,
  }),

  linkToAlias: (path, main) => ({
    message: `Lien vers ${path}, qui n’est qu’une adresse supplémentaire de ${main}.`,
    hint: `Faites plutôt un lien vers ${main}, pour que visiteurs et moteurs de recherche arrivent directement sur la page principale.`,
  }),
  linkToMissingPart: (link, path, part, suggestion) => ({
    message: `Lien vers ${link}, mais ${path} n’a pas de partie nommée ${guillemets(part)}.`,
    hint: `${suggestion ? `Vouliez-vous dire ${guillemets(suggestion)}${NB}? ` : ''}Corrigez la partie après ${guillemets('#')}, ou retirez-la pour mener en haut de la page.`,
  }),

  metaMany: (field, count) => ({
    message: `La page a ${count}${NB}${CHAMP[field].plusieurs}${NB}; elle ne doit en avoir qu’${field === 'title' ? 'un' : 'une'}.`,
    hint: `C’est une erreur de la mise en page, pas de votre texte${NB}; signalez-la à un développeur.`,
  }),
  metaMissing: (field, min, max) => ({
    message: `La page n’a ${CHAMP[field].aucun}.`,
    hint: `Écrivez pour cette page ${CHAMP[field].un} de ${min} à ${max}${NB}caractères.`,
  }),
  metaShort: (field, text, min, max) => ({
    message: `${CHAMP[field].le} ${guillemets(text)} est court${field === 'description' ? 'e' : ''} (${text.length}${NB}caractères).`,
    hint: `Les résultats de recherche en affichent environ ${max}${NB}; visez ${min} à ${max}${NB}caractères qui disent ce que propose la page, et où.`,
  }),
  metaLong: (field, length, min, max) => ({
    message: `${CHAMP[field].le} est long${field === 'description' ? 'ue' : ''} (${length}${NB}caractères)${NB}; les résultats de recherche le coupent après environ ${max}.`,
    hint: `${CHAMP[field].leRaccourcir} à ${min}–${max}${NB}caractères, les mots les plus importants d’abord.`,
  }),
  metaShared: (field, text, others) => ({
    message: `${CHAMP[field].le} ${guillemets(text)} est aussi utilisé${field === 'description' ? 'e' : ''} par ${others.join(', ')}.`,
    hint: `Donnez à chaque page ${CHAMP[field].propre}${NB}; sur une page de ville, mettez-y le nom de la ville, ou écrivez ${CHAMP[field].deLaVille} pour cette page.`,
  }),

  napNoName: (b, where) => ({
    message: `${LIEU[where]} n’affiche pas le nom de l’entreprise ${guillemets(b.name)}.`,
    hint: napConseil(b),
  }),
  napPhone: (b, where, shown) => ({
    message: `${LIEU[where]} affiche le numéro ${shown}, mais le numéro de l’entreprise est le ${b.phone}.`,
    hint: napConseil(b),
  }),
  napNoAddress: (b, where) => ({ message: `${LIEU[where]} n’affiche aucune adresse.`, hint: napConseil(b) }),
  napAddress: (b, where, shown) => ({
    message: `${LIEU[where]} affiche l’adresse ${guillemets(shown)}, qui diffère de l’adresse de l’entreprise.`,
    hint: napConseil(b),
  }),
  napNoFooter: (b) => ({
    message: 'La page n’a pas de pied de page avec le nom, l’adresse et le téléphone de l’entreprise.',
    hint: napConseil(b),
  }),
  napCallLink: (b, dials) => ({
    message: `Un lien d’appel compose le ${dials}, mais le numéro de l’entreprise est le ${b.phone}.`,
    hint: napConseil(b),
  }),
  napDataName: (b, type, name) => ({
    message: `Les données structurées (${type}) nomment l’entreprise ${guillemets(name)}, et non ${guillemets(b.name)}.`,
    hint: napConseil(b),
  }),
  napDataPhone: (b, type, phone) => ({
    message: `Les données structurées (${type}) donnent le numéro ${phone}, et non ${b.phone}.`,
    hint: napConseil(b),
  }),
  napDataAddress: (b, type, address) => ({
    message: `Les données structurées (${type}) donnent l’adresse ${guillemets(address)}, qui diffère de l’adresse de l’entreprise.`,
    hint: napConseil(b),
  }),

  nearCopyOfTown: (f: NearCopy & { other: string; otherTown: string }) => ({
    message: `Son texte est identique à ${pourcent(f.score)} à ${f.other}, noms de villes mis à part (la limite est de ${pourcent(f.limit)}).`,
    hint: f.shared?.length
      ? `${partiesCommunes(f)} ${limiteConseil}`
      : `Écrivez le texte propre à ${f.town} pour cette page (le texte de la grande bannière, l’introduction et les cartes de spécialités), ou celui de ${f.otherTown} pour la sienne. ${limiteConseil}`,
  }),
  nearCopyOfTemplate: (f) => ({
    message: `Son texte est à ${pourcent(f.score)} le texte commun à toutes les villes, avec seulement le nom de la ville changé (la limite est de ${pourcent(f.limit)}).`,
    hint: `${partiesCommunes(f)} ${limiteConseil}`,
  }),

  copiedFromService: (f: CopiedFrom & { service: string }) => ({
    message: `${texteCopié(f)} du texte de ${f.other} (sur ${f.otherPage}).`,
    hint: `Écrivez pour ${f.service} sa propre version ${choseCopiée(f)}${dansLaPartie(f.block)}, ou retirez-${f.sentences.length > 1 ? 'les' : f.field === 'line' || f.field === 'sentence' || !f.field ? 'la' : 'le'}.`,
  }),
  copiedFromTown: (f: CopiedFrom & { town: string }) => ({
    message: `${texteCopié(f)} le texte propre à ${f.other} (sur ${f.otherPage}), avec seulement le nom de la ville changé.`,
    hint: `Écrivez pour ${f.town} sa propre version ${choseCopiée(f)}${dansLaPartie(f.block)}.`,
  }),
  namesOtherService: (f: { text: string; field: NamedField; other: string; own: string }) => ({
    message: `${CHAMP_NOMMÉ[f.field]} ${guillemets(f.text)} nomme ${f.other}, et non ${f.own}.`,
    hint: `Nommez ici ${f.own}, ou écrivez des mots propres à ${f.own}.`,
  }),

  robotsMissing: (sitemap) => ({
    message: 'Il manque au site généré le fichier robots.txt.',
    hint: robotsConseil(sitemap),
  }),
  robotsNoSitemap: (sitemap) => ({
    message: 'Le fichier robots.txt n’indique pas le plan du site.',
    hint: robotsConseil(sitemap),
  }),
  robotsOtherSitemap: (sitemap, named) => ({
    message: `Le fichier robots.txt indique le plan du site ${named.join(', ')} au lieu de ${sitemap}.`,
    hint: robotsConseil(sitemap),
  }),

  sitemapMissing: () => ({ message: 'Il manque au site généré le fichier sitemap.xml.', hint: PLAN_CONSEIL }),
  sitemapTwice: (url) => ({
    message: `Le fichier sitemap.xml indique ${url} plus d’une fois.`,
    hint: FAUTE_DU_MOTEUR,
  }),
  sitemapListsAlias: (url, main) => ({
    message: `Le fichier sitemap.xml indique l’adresse supplémentaire ${url}${NB}; seules les pages principales y ont leur place.`,
    hint: `Il devrait indiquer seulement ${main}. ${FAUTE_DU_MOTEUR}`,
  }),
  sitemapListsStranger: (url) => ({
    message: `Le fichier sitemap.xml indique ${url}, qui n’est pas une page de ce site.`,
    hint: PLAN_CONSEIL,
  }),
  sitemapLeavesOut: (url) => ({
    message: `Le fichier sitemap.xml n’indique pas ${url}.`,
    hint: PLAN_CONSEIL,
  }),
  pageTooHeavy: (kilobytes, budget) => ({
    message: `La page pèse ${kilobytes}${NB}Ko de HTML, plus que les ${budget}${NB}Ko qu’une page devrait peser${NB}: elle se charge lentement sur les téléphones.`,
    hint: 'Raccourcissez les textes les plus longs de cette page (avis, paragraphes, questions et réponses), ou répartissez-les sur plusieurs pages.',
  }),
};

export const doctorNotesInFrench: DoctorNotesIn = {
  linkInLayout: `Le lien fait partie de la mise en page (en-tête ou pied de page) et vient des villes ou des informations sur l’entreprise${NB}; s’ils semblent justes, signalez-le à un développeur.`,
};
