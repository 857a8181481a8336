// As palavras do catálogo em português (the catalogue's words in Portuguese): what the site editor shows
// a Portuguese-speaking office manager (choose-language.ts gives them to the entries; `npm run check`
// stays English). One function per entry of catalogue.ts, with its arguments, so a new entry without
// Portuguese words fails tsc. European Portuguese, in the polite third person usual in Portugal and
// read without trouble in Brazil ("Escreva…", "Escolha…"); names of fields as the Portuguese editor
// shows them, no keys or JSON terms.
// Words other modules pass in English (a list's kind, a contrast pair's place, an address fix) are
// said here in Portuguese; the schema's own words come through schemaText() (schema/generated/words.pt.json).
import type { RegionKind } from '../../shared/contact/locale';
import { countryWords } from '../../shared/site/country-words';
import type { CatalogueIn } from './catalogue-in';
import { closest } from './did-you-mean';
import type { Words } from './entry';
import { fieldFormats } from './field-formats';
import { schemaText } from './language';

type Place = { line: number; column: number };

/** A value as Portuguese writes it in a sentence: a text between “ ”, anything else as written. */
const quote = (value: unknown) => (typeof value === 'string' ? `“${value}”` : JSON.stringify(value));
const list = (values: readonly unknown[]) => values.map(quote).join(', ');
const at = ({ line, column }: Place) => `${line}:${column}`;
/** "sueco": a language by its code, as Portuguese names it. */
const lingua = (locale: string) =>
  new Intl.DisplayNames(['pt'], { type: 'language' }).of(locale.split('-')[0]!) ?? locale;
/** A number with the Portuguese decimal comma. */
const number = (value: number | string) => String(value).replace('.', ',');

/** "Queria dizer “x”? " for a misspelt name (did-you-mean.ts). */
function queriaDizer(value: string, candidates: Iterable<string>): string {
  const suggestion = closest(value, candidates);
  return suggestion ? `Queria dizer “${suggestion}”? ` : '';
}

const KINDS: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'sim ou não',
  array: 'uma lista',
  object: 'um grupo de definições',
};

const FORMATS: Record<string, string> = {
  uri: 'um endereço web válido',
  'uri-reference': 'um endereço válido',
  email: 'um endereço de e-mail válido',
  date: 'uma data válida',
  time: 'uma hora válida',
  'date-time': 'uma data e hora válidas',
};

/** A comparison as ajv gives it ("<= 5") in words. */
function limitInWords(limit: string): string {
  const [, comparison, value = ''] = /^(<=|>=|<|>)\s*(.+)$/.exec(limit) ?? [];
  const words: Record<string, string> = {
    '<=': 'no máximo',
    '>=': 'pelo menos',
    '<': 'menor do que',
    '>': 'maior do que',
  };
  return comparison ? `${words[comparison]} ${number(value)}` : limit;
}

/** ajv's own English for the rules no entry words yet, in Portuguese where it is known; else a plain sentence. */
function ajvInPortuguese(ajvWords = ''): string {
  const rules: [RegExp, (...m: string[]) => string][] = [
    [/^must NOT have more than (\d+) characters$/, (n) => `Pode ter no máximo ${n} caracteres.`],
    [/^must NOT have fewer than (\d+) characters$/, (n) => `Precisa de pelo menos ${n} caracteres.`],
    [/^must NOT have more than (\d+) items$/, (n) => `Pode ter no máximo ${n} entradas.`],
    [/^must NOT have duplicate items/, () => 'Tem uma entrada repetida.'],
    [/^must be multiple of (.+)$/, (n) => `Tem de ser um múltiplo de ${number(n)}.`],
    [/^must be equal to one of the allowed values$/, () => 'Não é um dos valores permitidos.'],
  ];
  for (const [pattern, words] of rules) {
    const match = pattern.exec(ajvWords);
    if (match) return words(...match.slice(1));
  }
  return 'Não é válido assim.';
}

/** The lists whose entries must differ (generator/check/cross-check.ts names them in English). */
const LIST_KINDS: Record<string, { another: string; each: string }> = {
  town: { another: 'Outra localidade', each: 'cada localidade' },
  'page template': { another: 'Outro modelo', each: 'cada modelo' },
  service: { another: 'Outro serviço', each: 'cada serviço' },
  review: { another: 'Outra avaliação', each: 'cada avaliação' },
  'blog post': { another: 'Outro artigo', each: 'cada artigo' },
  project: { another: 'Outro projeto', each: 'cada projeto' },
  block: { another: 'Outro bloco', each: 'cada bloco' },
};
const LIST_FIELDS: Record<string, { the: string; own: string }> = {
  'address name': { the: 'o nome no endereço', own: 'um nome no endereço próprio' },
  'short name': { the: 'o nome curto', own: 'um nome curto próprio' },
  'block name': { the: 'o nome de bloco', own: 'um nome de bloco próprio' },
  number: { the: 'o número', own: 'um número próprio' },
};
/** How the check names the first of two entries: a name, “a title”, "by Anna" (a review), "block 3". */
const entryName = (name: string) => name.replace(/^by (.+)$/, 'de $1').replace(/^block (\d+)$/, 'bloco $1');

/** The places of the theme's colour pairs (shared/site/palette.ts). */
const CONTRAST_PLACES: Record<string, string> = {
  'body text on white': 'texto normal sobre branco',
  'body text on soft bands': 'texto normal sobre a cor de fundo suave',
  'headings on soft bands': 'títulos sobre a cor de fundo suave',
  'small print on white': 'texto miúdo sobre branco',
  'small print on soft bands': 'texto miúdo sobre a cor de fundo suave',
  'links on white': 'links sobre branco',
  'links on soft bands': 'links sobre a cor de fundo suave',
  'button labels on the accent': 'texto dos botões sobre a cor de destaque',
  'text on dark bands and the hero': 'texto sobre faixas escuras e no banner principal',
  "the hero's eyebrow line": 'a linha por cima do título do banner principal',
  'emergency bands and buttons': 'faixas e botões de urgência',
};
/** The theme's colours, as the Portuguese editor names them. */
const COLOURS: Record<string, string> = {
  text: 'a cor do texto',
  ink: 'a cor dos títulos',
  muted: 'a cor do texto miúdo',
  accent: 'a cor de destaque',
  accentDark: 'a cor de destaque escura',
  heroEyebrow: 'a cor da linha de topo do banner',
  emergency: 'a cor de urgência',
  line: 'a cor dos contornos',
  soft: 'a cor de fundo suave',
};

/** The contact form's boxes, as the Portuguese editor names them (site.json's names are its keys). */
const FORM_BOXES: Record<string, string> = {
  firstName: 'Nome próprio',
  lastName: 'Apelido',
  phone: 'Telefone',
  email: 'E-mail',
  street: 'Rua',
  city: 'Localidade',
  region: 'Estado ou região',
  postalCode: 'Código postal',
  comments: 'Mensagem',
};

/** A fix for two pages at one address (generator/pages/expand.ts words it in English). */
function collisionFix(fix: string): string {
  const town = /^Give the town (.+) an address name of its own \(no other town or page may have "(.+)"\)\.$/.exec(fix);
  if (town)
    return `Dê à localidade ${town[1]} um nome no endereço próprio (nenhuma outra localidade ou página pode ter “${town[2]}”).`;
  const post = /^Give the blog post “(.+)” an address name of its own\.$/.exec(fix);
  if (post) return `Dê ao artigo “${post[1]}” um nome no endereço próprio.`;
  return 'Mude o endereço de uma das duas páginas.';
}

/** A country's name in Portuguese ("PT" → "Portugal"), or its code when Intl does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['pt'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const COUNTRY_CONVENTIONS = '“Convenções do país”';

/** Every value the schema explains in words: the schema's words for it, in Portuguese. */
const notWrittenAsSaid = (value: unknown, schemaWords: string): Words => ({
  message: `${quote(value)} não está escrito da forma necessária.`,
  hint: schemaText(schemaWords),
});
const fieldFormatsInPortuguese = Object.fromEntries(
  Object.keys(fieldFormats).map((name) => [name, notWrittenAsSaid]),
) as {
  [K in keyof typeof fieldFormats]: typeof notWrittenAsSaid;
};

export const catalogueInPortuguese: CatalogueIn = {
  unknownProperty: (name, allowed) => ({
    message: `“${name}” não é uma definição que o site conheça neste lugar.`,
    hint: `${queriaDizer(name, allowed)}Aqui são permitidas: ${allowed.join(', ')}.`,
  }),
  missingProperty: (title, description) => ({
    message: `Preencha “${schemaText(title)}”.`,
    hint: schemaText(description),
  }),
  wrongType: (expected, description) => ({
    message: `Tem de ser ${KINDS[expected] ?? expected}.`,
    hint: schemaText(description),
  }),
  notAllowed: (value, allowed) => ({
    message: `${quote(value)} não é um valor permitido.`,
    hint: `${typeof value === 'string' ? queriaDizer(value, allowed.map(String)) : ''}Escolha um destes valores: ${list(allowed)}.`,
  }),
  unknownBlockType: (value, allowed) => ({
    message: `Tipo de bloco desconhecido: ${quote(value)}.`,
    hint: `${typeof value === 'string' ? queriaDizer(value, allowed) : ''}Tipos de bloco: ${allowed.join(', ')}.`,
  }),
  badPattern: (value, description) => ({
    message: `${quote(value)} não está escrito da forma necessária.`,
    hint: schemaText(description),
  }),
  badFormat: (value, format, description) => ({
    message: `${quote(value)} não é ${FORMATS[format] ?? `um valor bem escrito (${format})`}.`,
    hint: schemaText(description),
  }),
  tooShort: (min) =>
    min === 1
      ? { message: 'Está vazio.', hint: 'Escreva as palavras que aqui faltam.' }
      : { message: `Demasiado curto: precisa de pelo menos ${min} caracteres.`, hint: 'Escreva um pouco mais.' },
  tooLong: (max, length) => ({
    message: `Demasiado longo: ${length} caracteres, onde cabem no máximo ${max}.`,
    hint: 'Encurte o texto, ou divida-o por vários parágrafos ou entradas.',
  }),
  tooFew: (min) => ({
    message: `Precisa de pelo menos ${min} ${min === 1 ? 'entrada' : 'entradas'}.`,
    hint: 'Acrescente as entradas que faltam na lista.',
  }),
  tooMany: (max) => ({
    message: `Tem mais de ${max} entradas.`,
    hint: `Remova entradas até ficarem no máximo ${max}.`,
  }),
  outOfRange: (limit) => ({ message: `Tem de ser ${limitInWords(limit)}.` }),
  noMatch: (description) => ({
    message: 'Não corresponde a nenhuma das formas possíveis aqui.',
    hint: schemaText(description),
  }),
  schemaOther: (ajvWords) => ({ message: ajvInPortuguese(ajvWords) }),

  ...fieldFormatsInPortuguese,

  unknownTown: (slug, towns) => ({
    message: `Nenhuma localidade tem o nome no endereço “${slug}”.`,
    hint: `${queriaDizer(slug, towns)}Localidades: ${towns.join(', ')}. Adicione primeiro a localidade, ou corrija a forma como está escrito.`,
  }),
  unknownService: (id, services) => ({
    message: `Nenhum serviço tem o nome curto “${id}”.`,
    hint: `${queriaDizer(id, services)}Serviços: ${services.join(', ')}.`,
  }),
  unknownTemplate: (id, templates) => ({
    message: `Nenhum modelo tem o nome curto “${id}”.`,
    hint: `${queriaDizer(id, templates)}Modelos: ${templates.join(', ')}.`,
  }),
  unknownBlockId: (id, template, ids) => ({
    message: `O modelo “${template}” não tem nenhum bloco com o nome “${id}”.`,
    hint: `${queriaDizer(id, ids)}Nomes de blocos neste modelo: ${ids.join(', ') || '(nenhum)'}.`,
  }),
  blockNotForTown: (id, town) => ({
    message: `O bloco “${id}” não é mostrado em ${town}, por isso este texto nunca apareceria.`,
    hint: `No modelo, acrescente ${town} à lista “Só para estas localidades” desse bloco, ou remova este texto próprio.`,
  }),
  duplicate: (kind, field, value, first) => {
    const k = LIST_KINDS[kind] ?? { another: 'Outra entrada', each: 'cada entrada' };
    const f = LIST_FIELDS[field] ?? { the: 'o valor', own: 'um valor próprio' };
    return {
      message: `${k.another} já tem ${f.the} “${value}” (${entryName(first)}).`,
      hint: `Dê a ${k.each} ${f.own}.`,
    };
  },
  sameName: (kind, name, firstPosition) => {
    const [another, first, each] =
      kind === 'town'
        ? ['Outra localidade', `a ${firstPosition}.ª localidade`, 'cada localidade']
        : ['Outro serviço', `o ${firstPosition}.º serviço`, 'cada serviço'];
    return {
      message: `${another} já se chama “${name}” (${first} da lista).`,
      hint: `Dê a ${each} um nome próprio: caso contrário, o menu, o rodapé e os títulos das páginas mostram “${name}” duas vezes.`,
    };
  },
  routeCollision: (path, pages, fix) => ({
    message: `Duas páginas ficariam com o mesmo endereço ${path}: ${pages.map(entryName).join(' e ')}.`,
    hint: collisionFix(fix),
  }),
  mainTextMissing: (main) => {
    const L = new Intl.DisplayNames(['pt'], { type: 'language' }).of(main.split('-')[0]!) ?? main;
    return {
      message: `Este texto não está escrito em ${L}, a língua principal do site.`,
      hint: `Escreva-o também em ${L}: uma página escreve-se primeiro na língua principal e depois traduz-se.`,
    };
  },
  factPerLanguage: (value) => ({
    message: 'É um dado, igual em todas as línguas, mas aqui está escrito uma vez por língua.',
    hint: `Escreva-o uma só vez, para todas as línguas: ${quote(value)}.`,
  }),
  unknownPlaceholder: (name, allowed) => ({
    message: `O texto pede para preencher “${name}”, que o site não conhece aqui.`,
    hint: `${queriaDizer(name, allowed)}O que pode ser preenchido aqui: ${allowed.join(', ')}.`,
  }),
  lowContrast: (text, background, where, ratio, change) => ({
    message: `O texto em ${text} sobre ${background}${CONTRAST_PLACES[where] ? ` (${CONTRAST_PLACES[where]})` : ''} é difícil de ler: contraste de ${number(ratio.toFixed(2))}:1, abaixo dos 4,5:1 que a norma WCAG AA pede.`,
    hint: `Torne ${COLOURS[change] ?? `a cor “${change}”`} mais escura ou mais clara, até o par chegar a 4,5:1.`,
  }),
  fontNotInstalled: (family, installed) => ({
    message: `O tipo de letra “${family}” não está instalado.`,
    hint: `Instale-o com \`npm install @fontsource-variable/${family.toLowerCase().replace(/\s+/g, '-')}\`, ou escolha um dos instalados: ${installed.join(', ')}.`,
  }),
  fontWeightsMissing: (family, needs, has) => ({
    message: `O tipo de letra “${family}” tem as espessuras ${has.replace(' to ', ' a ')}, mas esta função precisa de ${needs.replace(' to ', ' a ')}.`,
    hint: 'Escolha um tipo de letra variável cujas espessuras cubram isso.',
  }),
  noLanguagePack: (locale, file, languages) => ({
    message: `O motor do site não tem palavras em ${lingua(locale)} (${locale}): as páginas, as mensagens do formulário, as respostas do servidor e o e-mail de cada pedido ficariam em inglês.`,
    hint: `Escreva-as em ${file}, junto a site.json: \`npm run words -- ${locale}\` cria o ficheiro com as palavras em inglês para traduzir (cada palavra continua a poder ser alterada em “Textos do site”); ou escolha uma língua que o motor fale: ${languages.join(', ')}.`,
  }),
  siteWordsNotJson: (file, error) => ({
    message: `${file} não é JSON válido: ${error}.`,
    hint: `Corrija ${file}: cada palavra escreve-se "nome": "texto", com vírgulas entre elas.`,
  }),
  siteWordsMissing: (file, missing) => ({
    message: `${missing.length === 1 ? 'Falta' : 'Faltam'} em ${file} ${missing.length === 1 ? 'uma das palavras' : `${missing.length} das palavras`} do motor do site: ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ', …' : ''}.`,
    hint: `Acrescente-${missing.length === 1 ? 'a' : 'as'} (as palavras em inglês estão em shared/site/languages/en.ts), ou escreva "extends": "<uma língua do motor>" para tirar as restantes dessa língua.`,
  }),
  siteWordsUnknown: (file, key, known) => ({
    message: `${file} tem “${key}”, que não é nenhuma das palavras do motor do site.`,
    hint: `${queriaDizer(key, known)}Remova-a, ou dê à palavra o nome que tem em shared/site/languages/en.ts.`,
  }),
  siteWordsWrong: (file, key, wanted) => ({
    message: `${file}: “${key}” tem de ser ${wanted === 'a text' ? 'um texto' : wanted === '12 or 24' ? '12 ou 24' : wanted}.`,
    hint: 'Escreva-a como no pacote em inglês (shared/site/languages/en.ts), na língua do site.',
  }),
  siteWordsPlaceholders: (file, key, missing) => ({
    message: `${file}: “${key}” deixa de fora ${missing.join(', ')}, que o motor do site preenche nesse lugar.`,
    hint: 'Mantenha cada um desses campos no seu lugar na frase, como no inglês.',
  }),
  unknownCountry: (code) => ({
    message: `“${code}” não é um código de país que o site conheça.`,
    hint: 'Escreva o código de duas letras (ISO 3166) do país da empresa, como “PT” ou “BR”.',
  }),
  badPhone: (phone, country, example) => ({
    message: `“${phone}” não é um número de telefone válido (país: ${countryName(country)}).`,
    hint: `Escreva o número como se marca nesse país, com o indicativo${example ? `, como ${example}` : ''}; ou escolha em ${COUNTRY_CONVENTIONS} o país da empresa.`,
  }),
  badRegExp: (pattern) => ({
    message: `“${pattern}” não é uma regra válida (não é uma expressão regular válida).`,
    hint: 'Corrija a regra, por exemplo “^\\d{4}-\\d{3}$” para os códigos postais portugueses.',
  }),
  badPostalCode: (value, label, pattern, example) => ({
    message: `“${value}” não é um valor válido para “${label}”.`,
    hint: example
      ? `Escreva-o como os correios o escrevem, por exemplo ${example}.`
      : `Escreva-o como os correios o escrevem; nenhum valor de “${label}” no site cumpre a regra dos códigos postais em ${COUNTRY_CONVENTIONS} (${pattern}), por isso verifique também essa regra.`,
  }),
  missingRegion: (kind, country, example) => ({
    message: `Falta no endereço do escritório o campo “${countryWords('pt').region[kind as RegionKind] ?? 'Região'}”, que os endereços neste país (${countryName(country)}) têm sempre.`,
    hint: `Preencha “Estado ou região” como os correios o escrevem${example ? `, por exemplo ${example}` : ''}.`,
  }),
  townMissingRegion: (town, kind, country, example) => ({
    message: `Falta na localidade ${town} o campo “${countryWords('pt').region[kind as RegionKind] ?? 'Região'}”, que os endereços neste país (${countryName(country)}) têm sempre.`,
    hint: `Preencha o seu “Estado ou região” como os correios o escrevem${example ? `, por exemplo ${example}` : ''}.`,
  }),
  closesBeforeOpening: (opens, closes, lastMinute, midnight) => ({
    message: `A hora de fecho, ${closes}, não é posterior à hora de abertura, ${opens}.`,
    hint: `Escolha uma hora de fecho depois das ${opens}, no mesmo dia. Aberto depois da meia-noite? Feche às ${lastMinute} e abra no dia seguinte às ${midnight}.`,
  }),
  unknownRegion: (value, label, allowed) => ({
    message: `“${value}” não é nenhum dos valores de “${label}” que o site conhece.`,
    hint: `${queriaDizer(value, allowed)}Escolha um destes: ${allowed.join(', ')}, ou acrescente-o às regiões em ${COUNTRY_CONVENTIONS}.`,
  }),
  missingImage: (src, files) => ({
    message: `O ficheiro de imagem “${src}” não existe na pasta assets/images/.`,
    hint: `${queriaDizer(src, files)}Coloque o ficheiro em assets/images/ ou corrija o nome.`,
  }),
  unknownIcon: (name, names, about) => ({
    message: `Nenhum ícone Lucide se chama “${name}”.`,
    hint: `${queriaDizer(name, names)}${about.length ? `Ícones relacionados com “${name}”: ${about.join(', ')}. ` : ''}Procure o ícone em lucide.dev/icons e escreva o nome tal como o site o mostra, em letras minúsculas e com hífenes (como leaf, zap ou shield-check).`,
  }),
  brokenLink: (href, routes) => ({
    message: `Link para ${href}, mas nenhuma página tem esse endereço.`,
    hint: `${queriaDizer(href.split('#')[0] ?? href, routes)}Corrija o endereço, ou adicione a página.`,
  }),
  unknownTestimonial: (id, ids) => ({
    message: `Nenhuma avaliação tem o nome curto “${id}”.`,
    hint: `${queriaDizer(id, ids)}Adicione-a às avaliações de clientes ou corrija o nome.`,
  }),
  townWithoutTestimonials: (town, ids, template) => ({
    message: `A localidade ${town} não tem a avaliação ${ids.map(quote).join(' nem ')} que a sua página do modelo “${template}” mostra.`,
    hint: `Adicione-${ids.length === 1 ? 'a' : 'as'} às avaliações de clientes, ou preencha no bloco “Avaliações de clientes” do modelo o campo “Avaliações quando não se encontra nenhuma” (por exemplo, com as avaliações gerais do site) para as localidades sem avaliações próprias.`,
  }),
  unknownPost: (slug, slugs) => ({
    message: `Nenhum artigo do blog tem o nome no endereço “${slug}”.`,
    hint: `${queriaDizer(slug, slugs)}Artigos: ${slugs.join(', ')}.`,
  }),
  aliasToNowhere: (to, routes) => ({
    message: `O endereço extra leva a ${to}, mas nenhuma página tem esse endereço.`,
    hint: `${queriaDizer(to, routes)}Faça-o levar a uma página existente.`,
  }),
  aliasChain: (to) => ({
    message: `O endereço extra leva a ${to}, que é ele próprio um endereço extra.`,
    hint: 'Faça-o levar diretamente à página principal.',
  }),
  pageServiceMissing: () => ({
    message: 'Uma página descrita aos motores de busca como serviço precisa do seu serviço.',
    hint: 'Escolha o serviço que a página apresenta (entre os serviços), ou vários, se apresentar vários.',
  }),
  templateServiceMissing: () => ({
    message: 'Um modelo de páginas de localidade precisa do seu serviço.',
    hint: 'Escolha o serviço que estas páginas vendem (entre os serviços).',
  }),
  unknownCategory: (category, categories) => ({
    message: `A categoria “${category}” não é nenhuma das categorias do blog.`,
    hint: `${queriaDizer(category, categories)}Categorias: ${categories.join(', ')}.`,
  }),
  formWithoutName: () => ({
    message:
      'O formulário de contacto tem de pedir um nome de preenchimento obrigatório: cada pedido fica guardado com um nome.',
    hint: 'Acrescente aos campos do formulário o campo “Nome próprio” ou “Apelido”, e deixe-o assinalado como “De preenchimento obrigatório”.',
  }),
  formWithoutWayToReach: () => ({
    message:
      'O formulário de contacto tem de pedir um telefone ou um endereço de e-mail de preenchimento obrigatório; caso contrário, não poderia responder a um pedido.',
    hint: 'Acrescente aos campos do formulário o campo “Telefone” ou “E-mail”, e deixe-o assinalado como “De preenchimento obrigatório”.',
  }),
  formFieldTwice: (field, first) => ({
    message: `O formulário de contacto pede duas vezes “${FORM_BOXES[field] ?? field}”.`,
    hint: `Cada campo só pode ser pedido uma vez: remova este ou o ${first}.º campo da lista.`,
  }),

  extraComma: (place) => ({
    message: `Vírgula a mais depois da última entrada, em ${at(place)}.`,
    hint: 'Apague essa vírgula: depois da última entrada de uma lista ou de um objeto não há vírgula.',
  }),
  missingComma: (place) => ({
    message: `Falta uma vírgula entre duas entradas, em ${at(place)}.`,
    hint: 'Ponha uma vírgula depois da entrada que acaba mesmo antes deste lugar.',
  }),
  curlyQuote: (character, place) => ({
    message: `Aspa tipográfica ${character} em ${at(place)}: escreva uma aspa reta ".`,
    hint: 'Os processadores de texto mudam as aspas enquanto se escreve; escreva os textos e os nomes entre aspas retas ".',
  }),
  unescapedQuote: (place) => ({
    message: `Uma aspa dentro de um texto tem de ser escrita \\" (em ${at(place)}).`,
    hint: 'Ponha uma barra invertida antes de cada aspa que faz parte do texto, ou escreva dentro dele aspas tipográficas “ ”.',
  }),
  unexpectedEnd: (place) => ({
    message: `O ficheiro acaba cedo demais, em ${at(place)}: falta uma aspa de fecho, } ou ].`,
    hint: 'Feche cada texto com ", cada { com } e cada [ com ], pela ordem certa.',
  }),
  syntaxOther: (_parserWords, place) => ({
    message: `O ficheiro não é JSON válido em ${at(place)}.`,
    hint: 'Procure, mesmo antes deste lugar, uma vírgula, uma aspa ou um parêntese em falta.',
  }),
};
