// As palavras do médico em português (the doctor's words in Portuguese): what the site editor shows a
// Portuguese-speaking office manager after a publish and in its advice (say.ts chooses them; `npm run
// doctor` stays English). One function per entry of words.ts, with its facts, so a missing one fails
// tsc. European Portuguese in the polite third person ("Escreva…", "Corrija…"), read without trouble
// in Brazil; fields named as the Portuguese editor names them, no keys or JSON terms. What a
// developer needs by hand (`byHand`) stays the English entry's.
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

/** A share (0.85) as a percentage ("85%"). */
const percentagem = (share: number) => `${Math.round(share * 100)}%`;
const entreAspas = (texts: string[]) => texts.map((t) => `“${t}”`).join(', ');
const lista = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}` : (items[0] ?? '');
/** The verb after a list: "falta Milan", "faltam Milan e Norwalk". */
const numero = (items: string[], um: string, varios: string) => (items.length > 1 ? varios : um);

const LUGAR: Record<NapPlace, string> = { footer: 'O rodapé', contactPage: 'A página de contactos' };
const napDica = (b: BusinessFacts) =>
  `Mostre a empresa em todo o lado exatamente como está nos Dados da empresa (${b.name}, ${b.address}, ${b.phone}): corrija o texto que é diferente, ou os Dados da empresa, se o erro estiver aí.`;
const ERRO_DO_MOTOR = 'É um erro do motor do site, não do seu texto; informe um programador.';
const dicaImagem =
  'Escreva a Descrição da imagem: uma frase curta a dizer o que a imagem mostra (p. ex. “Casca de pinheiro fresca à volta de um ácer jovem num jardim”). Numa imagem que não acrescenta nada que faça falta a quem lê, assinale antes “Só decorativa”.';
const dicaCaminho = `Ambos são feitos a partir do endereço da página. ${ERRO_DO_MOTOR}`;
const dicaLocalidades =
  'Corrija a lista, ou deixe que o site liste as localidades servidas: assim a lista continua certa quando uma localidade é adicionada ou removida.';
const dicaRobots = (sitemap: string) =>
  `Precisa da linha “Sitemap: ${sitemap}”. Verifique o Endereço web em Configurações do site e volte a compilar o site (é o que faz “Publicar”); se estiver certo, informe um programador.`;
const DICA_MAPA_DO_SITE =
  'Volte a compilar o site (é o que faz “Publicar”); se continuar assim, informe um programador.';
const dicaEndereco = (origin?: string) =>
  `Verifique o Endereço web em Configurações do site${origin ? ` (${origin})` : ''}; se estiver certo, informe um programador.`;

/** A title or a description, in the forms a Portuguese sentence needs. */
const CAMPO: Record<
  MetaField,
  {
    o: string;
    nenhum: string;
    um: string;
    varios: string;
    curto: string;
    longo: string;
    corta: string;
    encurte: string;
    proprio: string;
    daLocalidade: string;
  }
> = {
  title: {
    o: 'O título',
    nenhum: 'nenhum título',
    um: 'um título',
    varios: 'títulos',
    curto: 'curto',
    longo: 'longo',
    corta: 'cortam-no',
    encurte: 'Encurte-o',
    proprio: 'o seu próprio título',
    daLocalidade: 'o título próprio da localidade',
  },
  description: {
    o: 'A descrição',
    nenhum: 'nenhuma descrição',
    um: 'uma descrição',
    varios: 'descrições',
    curto: 'curta',
    longo: 'longa',
    corta: 'cortam-na',
    encurte: 'Encurte-a',
    proprio: 'a sua própria descrição',
    daLocalidade: 'a descrição própria da localidade',
  },
};

const dicaLimite =
  'O limite é a definição “Semelhança permitida entre páginas de localidade”, em Configurações do site.';
const frases = (texts: string[]) =>
  texts.length > 3
    ? `${texts
        .slice(0, 3)
        .map((t) => `“${t}”`)
        .join(' ')} e mais ${texts.length - 3}`
    : texts.map((t) => `“${t}”`).join(' ');
const naParte = (block?: string) => (block ? ` em ${block}` : '');
/** "O título “…” é", "As frases “…” “…” são": what was copied, and its verb. */
const textoCopiado = (f: CopiedFrom) =>
  f.field === 'line' && f.sentences.length > 1
    ? `As linhas ${frases(f.sentences)} são`
    : f.field === 'heading' || f.field === 'line'
      ? `${CAMPO_NOMEADO[f.field]} ${frases(f.sentences)} é`
      : `${f.sentences.length > 1 ? 'As frases' : 'A frase'} ${frases(f.sentences)} ${f.sentences.length > 1 ? 'são' : 'é'}`;
/** "deste título", "destas frases": what to write a version of. */
const coisaCopiada = (f: CopiedFrom) =>
  f.field === 'heading'
    ? 'deste título'
    : f.field === 'line'
      ? f.sentences.length > 1
        ? 'destas linhas'
        : 'desta linha'
      : f.sentences.length > 1
        ? 'destas frases'
        : 'desta frase';
/** How to bring a page's shared text down: the parts every town shares, to rewrite for the town or leave out there. */
const partesComuns = (f: NearCopy) =>
  f.shared?.length
    ? `A maior parte é texto comum a todas as localidades, em ${f.shared.join(', ')}. Cada uma destas partes que a página de ${f.town} tenha por palavras próprias, ou deixe de ter, faz baixar o valor: escreva uma versão própria de ${f.town}, ou retire a parte da página de ${f.town} (em Adicionar uma localidade, com a caixa “Retirar da página de ${f.town}”; no modelo, com a escolha “Só para estas localidades”).`
    : `Escreva um texto próprio de ${f.town} para esta página (o título, a descrição, o texto do banner principal, a introdução e os cartões de especialidade).`;
const CAMPO_NOMEADO: Record<NamedField, string> = {
  sentence: 'A frase',
  heading: 'O título',
  line: 'A linha',
  title: 'O título da página',
  description: 'O resumo para pesquisa',
  alt: 'A descrição da imagem',
};

export const doctorWordsInPortuguese: DoctorWordsIn = {
  aliasChain: (from, to, next) => ({
    message: `O endereço extra ${from} leva a ${to}, que é ele próprio um endereço extra (de ${next}).`,
    hint: `Mude o seu Endereço da página principal para ${next}, para que leve diretamente à página principal.`,
  }),

  altMissing: (src) => ({ message: `A imagem ${src} não tem descrição.`, hint: dicaImagem }),
  altEmpty: (src) => ({
    message: `A imagem ${src} tem a descrição vazia, mas não está marcada como “Só decorativa”.`,
    hint: dicaImagem,
  }),
  altFileName: (src, alt) => ({
    message: `A descrição da imagem ${src} não ajuda: “${alt}” é um nome de ficheiro.`,
    hint: dicaImagem,
  }),
  altSaysNothing: (src, alt) => ({
    message: `A descrição da imagem ${src} não ajuda: “${alt}” não diz o que a imagem mostra.`,
    hint: dicaImagem,
  }),
  altLikeFileName: (src, alt) => ({
    message: `A descrição da imagem ${src} não ajuda: “${alt}” parece um nome de ficheiro.`,
    hint: dicaImagem,
  }),

  breadcrumbNoList: () => ({
    message:
      'A página mostra um caminho de navegação, mas os seus dados estruturados para os motores de busca não o incluem.',
    hint: dicaCaminho,
  }),
  breadcrumbDiffers: (shown, listed) => ({
    message: `O caminho de navegação mostra “${shown}”, mas os dados estruturados indicam “${listed}”.`,
    hint: dicaCaminho,
  }),
  breadcrumbLinkDiffers: (name, url, listed) => ({
    message: `A entrada “${name}” do caminho de navegação aponta para ${url}, mas os dados estruturados indicam ${listed ?? '(nada)'}.`,
    hint: dicaCaminho,
  }),

  canonicalNone: () => ({
    message: 'A página não indica nenhum endereço canónico.',
    hint: ERRO_DO_MOTOR,
  }),
  canonicalMany: (count) => ({
    message: `A página indica ${count} endereços canónicos; tem de indicar exatamente um.`,
    hint: ERRO_DO_MOTOR,
  }),
  canonicalNotAbsolute: (href, origin) => ({
    message: `O endereço canónico “${href}” não está completo (tem de começar por ${origin}).`,
    hint: dicaEndereco(),
  }),
  canonicalOfAlias: (href, expected, origin) => ({
    message: `Este endereço extra indica ${href} como canónico, mas representa ${expected}.`,
    hint: dicaEndereco(origin),
  }),
  canonicalWrong: (href, expected, origin) => ({
    message: `O endereço canónico é ${href}, mas a página é ${expected}.`,
    hint: dicaEndereco(origin),
  }),

  noBuiltSite: (folder) => ({
    message: `Não há nenhum site compilado em ${folder}.`,
    hint: 'Compile primeiro o site.',
  }),
  pageNotBuilt: (path) => ({
    message: `A página ${path} faz parte do site, mas não foi compilada.`,
    hint: 'Volte a compilar o site (é o que faz “Publicar”); se a página continuar a faltar, informe um programador.',
  }),

  factTime: (said) => ({
    message: `O texto diz “${said}”, que não é uma hora de abertura nem de fecho da empresa.`,
    hint: 'Corrija a hora, ou deixe que o site mostre o Horário de funcionamento dos Dados da empresa: assim continua certo quando muda.',
  }),
  factPhone: (said, phone) => ({
    message: `O texto indica o número de telefone ${said}, mas o número de telefone da empresa é ${phone}.`,
    hint: 'Corrija o número, ou deixe que o site mostre o Número de telefone dos Dados da empresa: assim continua certo quando muda.',
  }),
  factPostalCode: (said, own) => ({
    message: `O texto indica o código postal ${said}, que não é o da empresa (${own}) nem o de uma localidade servida.`,
    hint: 'Corrija o código postal, ou deixe que o site mostre o endereço dos Dados da empresa: assim continua certo quando muda.',
  }),
  factTownsLeftOut: (list, missing) => ({
    message: `O texto lista as localidades como “${list}”; ${numero(missing, 'falta', 'faltam')} ${lista(missing)}.`,
    hint: dicaLocalidades,
  }),
  factTownsNotServed: (list, extra) => ({
    message: `O texto lista as localidades como “${list}”, mas ${lista(extra)} não ${numero(extra, 'é uma localidade servida', 'são localidades servidas')}.`,
    hint: dicaLocalidades,
  }),
  factTownsWrong: (list, missing, extra) => ({
    message: `O texto lista as localidades como “${list}”; ${numero(missing, 'falta', 'faltam')} ${lista(missing)}, e ${lista(extra)} não ${numero(extra, 'é uma localidade servida', 'são localidades servidas')}.`,
    hint: dicaLocalidades,
  }),

  headingNone: () => ({
    message: 'A página não tem título principal (h1).',
    hint: 'Comece a página com um bloco Banner principal; o seu título passa a ser o título principal.',
  }),
  headingsMany: (headings) => ({
    message: `A página tem ${headings.length} títulos principais (h1): ${entreAspas(headings)}.`,
    hint: 'Deixe em cada página um só banner principal (ou um só título principal) e faça dos outros títulos títulos de secção.',
  }),
  headingSkipsLevel: (text, level, before, beforeLevel) => ({
    message: `O título “${text}” (h${level}) vem a seguir a “${before}” (h${beforeLevel}) e salta o nível h${beforeLevel + 1}.`,
    hint: `Dê um título à secção de cima, ou mova este bloco para debaixo de um h${level - 1}.`,
  }),
  headingFirstNotMain: (text, level) => ({
    message: `O primeiro título, “${text}”, é um h${level}; uma página começa pelo seu título principal (h1).`,
    hint: `Dê um título à secção de cima, ou mova este bloco para debaixo de um h${level - 1}.`,
  }),

  imageNotBuilt: (file) => ({
    message: `A imagem ${file} aparece nesta página, mas não está no site compilado.`,
    hint: 'Verifique se a imagem está entre as Imagens do site e volte a compilar o site (é o que faz “Publicar”); se continuar a faltar, informe um programador.',
  }),

  structuredDataUnreadable: () => ({
    message: 'Não é possível ler os dados estruturados para os motores de busca.',
    hint: ERRO_DO_MOTOR,
  }),
  structuredDataNoVocabulary: (type) => ({
    message: `Os dados estruturados do tipo ${type} não dizem que vocabulário seguem.`,
    hint: ERRO_DO_MOTOR,
  }),
  structuredDataLacks: (type, absent) => ({
    message: `Nos dados estruturados do tipo ${type} ${numero(absent, 'falta', 'faltam')} ${lista(absent)}.`,
    hint: 'Preencha aquilo a partir do qual são feitos (os Dados da empresa, as localidades, os serviços ou os artigos do blog); se estiver tudo preenchido, informe um programador.',
  }),
  structuredDataMissing: (type) => ({
    message: `A página pede dados estruturados do tipo ${type}, mas não tem nenhuns.`,
    hint: ERRO_DO_MOTOR,
  }),

  linkToAlias: (path, main) => ({
    message: `Link para ${path}, que é só um endereço extra de ${main}.`,
    hint: `Aponte antes para ${main}, para que os visitantes e os motores de busca cheguem diretamente à página principal.`,
  }),
  linkToMissingPart: (link, path, part, suggestion) => ({
    message: `Link para ${link}, mas ${path} não tem nenhuma parte chamada “${part}”.`,
    hint: `${suggestion ? `Queria dizer “${suggestion}”? ` : ''}Corrija a parte a seguir a “#”, ou remova-a para apontar para o início da página.`,
  }),

  metaMany: (field, count) => ({
    message: `A página tem ${count} ${CAMPO[field].varios}; só pode ter ${CAMPO[field].um}.`,
    hint: 'É um erro na estrutura da página, não no seu texto; informe um programador.',
  }),
  metaMissing: (field, min, max) => ({
    message: `A página não tem ${CAMPO[field].nenhum}.`,
    hint: `Escreva para esta página ${CAMPO[field].um} com ${min}–${max} caracteres.`,
  }),
  metaShort: (field, text, min, max) => ({
    message: `${CAMPO[field].o} “${text}” é ${CAMPO[field].curto} (${text.length} caracteres).`,
    hint: `Os resultados de pesquisa mostram cerca de ${max} caracteres; escreva entre ${min} e ${max} caracteres que digam o que a página oferece e onde.`,
  }),
  metaLong: (field, length, min, max) => ({
    message: `${CAMPO[field].o} é ${CAMPO[field].longo} (${length} caracteres); os resultados de pesquisa ${CAMPO[field].corta} a partir de cerca de ${max} caracteres.`,
    hint: `${CAMPO[field].encurte} para ${min}–${max} caracteres, com as palavras mais importantes primeiro.`,
  }),
  metaShared: (field, text, others) => ({
    message: `${CAMPO[field].o} “${text}” também aparece em ${others.join(', ')}.`,
    hint: `Dê a cada página ${CAMPO[field].proprio}; numa página de localidade, inclua o nome da localidade, ou escreva ${CAMPO[field].daLocalidade} para essa página.`,
  }),

  napNoName: (b, where) => ({
    message: `${LUGAR[where]} não mostra o nome da empresa, “${b.name}”.`,
    hint: napDica(b),
  }),
  napPhone: (b, where, shown) => ({
    message: `${LUGAR[where]} mostra o número de telefone ${shown}, mas o telefone da empresa é ${b.phone}.`,
    hint: napDica(b),
  }),
  napNoAddress: (b, where) => ({ message: `${LUGAR[where]} não mostra nenhum endereço.`, hint: napDica(b) }),
  napAddress: (b, where, shown) => ({
    message: `${LUGAR[where]} mostra o endereço “${shown}”, que é diferente do endereço da empresa.`,
    hint: napDica(b),
  }),
  napNoFooter: (b) => ({
    message: 'A página não tem rodapé com o nome, o endereço e o telefone da empresa.',
    hint: napDica(b),
  }),
  napCallLink: (b, dials) => ({
    message: `Um link de chamada liga para ${dials}, mas o telefone da empresa é ${b.phone}.`,
    hint: napDica(b),
  }),
  napDataName: (b, type, name) => ({
    message: `Os dados estruturados (${type}) chamam à empresa “${name}”, e não “${b.name}”.`,
    hint: napDica(b),
  }),
  napDataPhone: (b, type, phone) => ({
    message: `Os dados estruturados (${type}) indicam o telefone ${phone}, e não ${b.phone}.`,
    hint: napDica(b),
  }),
  napDataAddress: (b, type, address) => ({
    message: `Os dados estruturados (${type}) indicam o endereço “${address}”, que é diferente do endereço da empresa.`,
    hint: napDica(b),
  }),

  nearCopyOfTown: (f: NearCopy & { other: string; otherTown: string }) => ({
    message: `O seu texto é ${percentagem(f.score)} igual a ${f.other}, sem contar com os nomes das localidades (o limite é ${percentagem(f.limit)}).`,
    hint: f.shared?.length
      ? `${partesComuns(f)} ${dicaLimite}`
      : `Escreva um texto próprio de ${f.town} para esta página (o texto do banner principal, a introdução e os cartões de especialidade), ou um de ${f.otherTown} para a página de lá. ${dicaLimite}`,
  }),
  nearCopyOfTemplate: (f) => ({
    message: `O seu texto é ${percentagem(f.score)} o texto comum a todas as localidades, só com o nome da localidade mudado (o limite é ${percentagem(f.limit)}).`,
    hint: `${partesComuns(f)} ${dicaLimite}`,
  }),

  copiedFromService: (f: CopiedFrom & { service: string }) => ({
    message: `${textoCopiado(f)} texto de ${f.other} (em ${f.otherPage}).`,
    hint: `Escreva uma versão própria ${coisaCopiada(f)} para ${f.service}${naParte(f.block)}, ou retire-${f.field === 'heading' ? 'o' : f.sentences.length > 1 ? 'as' : 'a'}.`,
  }),
  copiedFromTown: (f: CopiedFrom & { town: string }) => ({
    message: `${textoCopiado(f)} o texto próprio de ${f.other} (em ${f.otherPage}), só com o nome da localidade mudado.`,
    hint: `Escreva uma versão própria ${coisaCopiada(f)} para ${f.town}${naParte(f.block)}.`,
  }),
  namesOtherService: (f: { text: string; field: NamedField; other: string; own: string }) => ({
    message: `${CAMPO_NOMEADO[f.field]} “${f.text}” refere ${f.other}, e não ${f.own}.`,
    hint: `Refira aqui ${f.own}, ou escreva palavras próprias para ${f.own}.`,
  }),

  robotsMissing: (sitemap) => ({
    message: 'Falta o ficheiro robots.txt no site compilado.',
    hint: dicaRobots(sitemap),
  }),
  robotsNoSitemap: (sitemap) => ({
    message: 'O ficheiro robots.txt não indica o mapa do site.',
    hint: dicaRobots(sitemap),
  }),
  robotsOtherSitemap: (sitemap, named) => ({
    message: `O ficheiro robots.txt indica o mapa do site ${named.join(', ')} em vez de ${sitemap}.`,
    hint: dicaRobots(sitemap),
  }),

  sitemapMissing: () => ({ message: 'Falta o ficheiro sitemap.xml no site compilado.', hint: DICA_MAPA_DO_SITE }),
  sitemapTwice: (url) => ({
    message: `O ficheiro sitemap.xml indica ${url} mais do que uma vez.`,
    hint: ERRO_DO_MOTOR,
  }),
  sitemapListsAlias: (url, main) => ({
    message: `O ficheiro sitemap.xml indica o endereço extra ${url}; só as páginas principais devem lá estar.`,
    hint: `Devia indicar só ${main}. ${ERRO_DO_MOTOR}`,
  }),
  sitemapListsStranger: (url) => ({
    message: `O ficheiro sitemap.xml indica ${url}, que não é uma página deste site.`,
    hint: DICA_MAPA_DO_SITE,
  }),
  sitemapLeavesOut: (url) => ({
    message: `O ficheiro sitemap.xml não indica ${url}.`,
    hint: DICA_MAPA_DO_SITE,
  }),
  pageTooHeavy: (kilobytes, budget) => ({
    message: `A página tem ${kilobytes} KB de HTML, mais do que os ${budget} KB que uma página deve ter: carrega devagar nos telemóveis.`,
    hint: 'Encurte os textos mais longos desta página (avaliações, parágrafos, perguntas e respostas), ou distribua-os por várias páginas.',
  }),
};

export const doctorNotesInPortuguese: DoctorNotesIn = {
  linkInLayout:
    'O link faz parte da estrutura da página (cabeçalho ou rodapé) e é feito a partir das localidades ou dos Dados da empresa; se estes estiverem certos, informe um programador.',
};
