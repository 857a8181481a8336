// As palavras do motor em português europeu (the engine's words in European Portuguese): for a site whose
// site.locale is pt-… (Portugal's usage: telemóvel, morada, código postal, 24-hour clock), written for a
// local trade business's customers in the polite third person usual in Portugal ("Introduza o seu…",
// no "você"); quotes « ». Brazil's words are a variant of these (pt-BR.ts). Shape: the English pack's (en.ts).
import type { EnginePack } from './en.js';
import type { CountryWords } from '../country-words-shape.js';

const labels: EnginePack['labels'] = {
  skipToContent: 'Saltar para o conteúdo',
  mainMenu: 'Menu principal',
  mobileMenu: 'Menu',
  openMenu: 'Abrir o menu',
  closeMenu: 'Fechar o menu',
  submenu: 'Submenu de {label}',
  followUs: 'Siga-nos',
  followUsOn: 'no {network}',
  socialLink: '{network} (abre num novo separador)',
  opensInNewTab: '(abre num novo separador)',
  quoteButton: 'Orçamento grátis',
  quoteHref: '/contact#contact-form',
  mobileQuoteButton: 'Pedir orçamento',
  callButton: 'Ligar agora',
  quickContact: 'Contacto rápido',
  footerTagline: 'Ao serviço de {city}, {region} e arredores desde {year}.',
  footerTaglineNoYear: 'Ao serviço de {city}, {region} e arredores.',
  quickLinks: 'Ligações rápidas',
  contactHeading: 'Contactos',
  emailButton: 'Envie-nos um e-mail',
  businessHours: 'Horário de funcionamento',
  serviceAreas: 'Zonas de atuação',
  allServiceAreas: 'Todas as {count} zonas de atuação',
  legalMenu: 'Informação legal',
  copyright: '© {year} {name}',
  closed: 'Encerrado',
  consentTitle: 'Cookies',
  consentText:
    'Podemos utilizar cookies de análise para perceber como os visitantes usam este site? Só são instalados se aceitar.',
  consentAccept: 'Aceitar',
  consentDecline: 'Recusar',
  consentChange: 'Alterar as preferências de cookies',
  imageLoading: 'A carregar',
  imageUnavailable: 'Imagem indisponível',
  breadcrumb: 'Caminho de navegação',
  breadcrumbHome: 'Início',
  areaCardLink: 'Os nossos serviços em {town}',
  crewsTravel: 'As nossas equipas deslocam-se a {town} a partir das nossas instalações em {city} ({street}).',
  address: 'Morada',
  phone: 'Telefone',
  email: 'E-mail',
  hours: 'Horário',
  emailSend: 'Enviar um e-mail',
  mapTitle: 'Mapa: {name}, {address}',
  showMap: 'Mostrar o mapa',
  openMap: 'Abrir o mapa',
  projectCount: '{count} projetos',
  projectCountOne: '{count} projeto',
  projectFilter: 'Filtrar projetos',
  step: 'Passo',
  lastUpdated: 'Última atualização:',
  learnMore: 'Saiba mais',
  learnMoreAbout: 'sobre {title}',
  rated: 'Avaliação: {rating} de {max} estrelas',
  beforePicture: 'Antes',
  afterPicture: 'Depois',
  compareSlider: 'Comparar o antes e o depois',
  idealFor: 'Ideal para:',
  readTime: '{minutes} min de leitura',
  formRequired: 'Os campos assinalados {star} são obrigatórios.',
  formStar: 'com um asterisco',
  formOptional: '(opcional)',
  formSelect: 'Selecione',
  formHoneypot: 'Deixe este campo em branco',
  formSend: 'Enviar mensagem',
  formSending: 'A enviar…',
  formReassurance: 'Os seus dados estão seguros e só serão usados para preparar o seu orçamento grátis.',
  formProtection: 'Proteção',
  formSsl: 'Ligação segura SSL',
  formSpam: 'Proteção contra spam',
  formConsent: 'Li a {privacyLink} e aceito que os meus dados sejam usados para responder ao meu pedido.',
  formConsentLink: 'política de privacidade',
  formPhoto: 'Fotografia do trabalho',
  formPhotoHint: 'Uma imagem (JPEG, PNG ou WebP) com {size} MB, no máximo.',
  firstName: 'Nome',
  lastName: 'Apelido',
  cellPhone: 'Telemóvel',
  emailField: 'E-mail',
  street: 'Morada',
  city: 'Localidade',
  comments: 'Mensagem',
  phonePlaceholder: '{phoneExample}',
  emailPlaceholder: 'nome@exemplo.pt',
  postalCodePlaceholder: '{postalCode}',
  commentsPlaceholder: 'Descreva-nos o trabalho que pretende.',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'A página que procura não está aqui. Pode ter mudado de endereço, ou o endereço pode ter um erro.',
  notFoundHome: 'Voltar à página inicial',
  messageHoneypot: 'Não foi possível enviar. Tente novamente.',
  messageFirstName: 'Introduza um nome válido (apenas letras).',
  messageLastName: 'Introduza um apelido válido (apenas letras).',
  messageEmail: 'Introduza um endereço de e-mail válido (por exemplo, nome@exemplo.pt).',
  messageStreet: 'Introduza a sua morada.',
  messageCity: 'Introduza a sua localidade.',
  messageComments: 'Encurte a sua mensagem para 2000 caracteres, no máximo.',
  messageHiddenCharacters:
    'O campo «{label}» contém um carácter invisível de controlo ou de direção do texto. Escreva-o de novo.',
  messageTooLong: 'Este campo é demasiado longo. Encurte-o, por favor.',
  messageRequired: 'O campo «{label}» é obrigatório.',
  messageUnexpectedField: 'O formulário enviou um campo que não devia. Recarregue a página e tente novamente.',
  messageInvalid: 'Há campos por corrigir. Verifique-os e tente novamente.',
  messageSuccess: 'Obrigado! A sua mensagem foi enviada. Entraremos em contacto consigo o mais depressa possível.',
  messageFailure: 'Não foi possível enviar a mensagem. Tente novamente.',
  messageRateLimited:
    'Chegaram demasiados envios a partir da sua ligação. Aguarde um minuto e tente novamente, ou ligue-nos.',
  messageBusy:
    'Neste momento não conseguimos guardar a sua mensagem. Tente novamente dentro de um minuto, ou ligue-nos para o {phone}.',
  messageConsent: 'Assinale a caixa para aceitar a política de privacidade, para que lhe possamos responder.',
  messagePhotoType: 'O ficheiro escolhido não é uma fotografia. Escolha uma imagem JPEG, PNG ou WebP.',
  messagePhotoTooLarge: 'A fotografia é demasiado grande. Escolha uma com {size} MB, no máximo.',
};

const locale: EnginePack['locale'] = {
  postalCodeLabel: 'Código postal',
  postalCodeMessage: 'Introduza um código postal válido (por exemplo, 1100-148).',
  phoneMessage: 'Introduza um número de telefone válido (9 algarismos).',
  regionLabel: 'Distrito',
  regionMessage: 'Indique o seu distrito.',
};

// "de segunda-feira a sexta-feira, das 08:00 às 17:30": Portugal writes times on the 24-hour clock.
const formats: EnginePack['formats'] = {
  hourCycle: 24,
  listLocale: 'pt-PT',
  dayRange: 'de {first} a {last}',
  timeRange: 'das {opens} às {closes}',
  hoursRange: '{opens}–{closes}',
  time: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{hh}:{mm}' },
  dayPeriods: ['a.m.', 'p.m.'],
};

const errorPage: EnginePack['errorPage'] = {
  heading: 'Lamentamos, mas não foi possível mostrar esta página.',
  text: 'Tente novamente ou {home}.',
  home: 'volte à página inicial',
};

const server: EnginePack['server'] = {
  malformedJson: 'O pedido não contém JSON válido. Envie os campos do formulário como um objeto JSON.',
  tooLarge: 'O envio é demasiado grande (16 KB, no máximo). Encurte a sua mensagem e tente novamente.',
  notJson:
    'Não foi possível enviar o formulário desta forma. Ative o JavaScript e tente novamente, ou ligue-nos. (O formulário é enviado como JSON, com o cabeçalho Content-Type: application/json.)',
  crossSite:
    'Este formulário só pode ser enviado a partir do nosso site. Abra a página de contactos e tente novamente.',
  restarting: 'O servidor está a reiniciar. Tente novamente dentro de alguns segundos.',
  storeFailed:
    'Por um problema do nosso lado, não conseguimos guardar a sua mensagem. Tente novamente dentro de um minuto, ou ligue-nos.',
  photosBusy:
    'Estão a chegar muitas fotografias neste momento, por isso a sua mensagem ainda não foi guardada. Envie-a de novo dentro de um minuto.',
  photoTooManyPixels:
    'A fotografia tem demasiados píxeis (mais de {megapixels} milhões). Escolha uma fotografia tirada com um telemóvel ou uma câmara, ou uma cópia mais pequena.',
  aborted: 'O pedido foi interrompido. Tente novamente.',
  sizeMismatch: 'O pedido não corresponde ao tamanho indicado (Content-Length). Tente novamente.',
  notProcessed: 'Não foi possível processar o pedido. Recarregue a página e tente novamente.',
  noEndpoint: 'Esse endereço da API não existe. O formulário de contacto envia para /api/contact.',
  usePost: 'Envie o formulário de contacto com POST e um corpo JSON.',
  pageFailed: 'Ocorreu um erro ao carregar esta página. Recarregue-a, ou comece pela página inicial, em /.',
  unavailable: 'O site está momentaneamente indisponível. Tente novamente dentro de alguns minutos.',
  pageSentTitle: 'Mensagem enviada',
  pageProblemsTitle: 'Verifique os seus dados',
  pageBusyTitle: 'Tente novamente dentro de um minuto',
  pageNotSentTitle: 'A sua mensagem não foi enviada',
  pageBackToForm: 'Voltar ao formulário',
  pageBackHint: 'O botão Retroceder do seu navegador leva-o de volta ao formulário, com tudo o que escreveu.',
  pageCall: 'Ligar para o {phone}',
  pageHome: 'Ir para a página inicial',
};

const mail: EnginePack['mail'] = {
  subject: 'Novo pedido de orçamento pelo site ({id})',
  heading: 'Novo pedido de orçamento',
  intro: 'Novo pedido de orçamento enviado pelo formulário de contacto do site.',
  received: 'Recebido: {time}',
  leadId: 'N.º do pedido: {id}',
  footer: 'Recebido em {time} · pedido {id}',
  photo: 'Fotografia',
  consent: 'Consentimento',
  consentGiven: 'Aceitou a política de privacidade ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Língua',
  row: '{label}: {value}',
};

const cli: EnginePack['cli'] = {
  usage: `Utilização:
  npm run leads -- list [--limit N]          os pedidos mais recentes primeiro (20, se nada for indicado)
  npm run leads -- show <id>                 todos os dados de um pedido
  npm run leads -- delete <id>               apagar um pedido e o seu envio de e-mail (pedido de apagamento)
  npm run leads -- delete --email <address>  apagar todos os pedidos enviados a partir desse endereço
  npm run leads -- export --csv --out leads.csv   todos os pedidos em CSV (ficheiro que só o seu utilizador pode ler)
  npm run leads -- export --csv > leads.csv  o mesmo, na saída padrão
  npm run leads -- retry                     voltar a enviar os e-mails que falharam (depois de corrigir SMTP_URL / LEADS_TO)
Lê {where}.`,
  readsDatabase: 'a base de dados PostgreSQL de DATABASE_URL',
  readsDataDir: 'DATA_DIR (agora: {dir})',
  noLeads: 'Ainda não há pedidos.',
  mailState: 'e-mail: {state}',
  noMailState: 'nenhum',
  mailPending: 'pendente',
  mailSent: 'enviado',
  mailDead: 'não entregue',
  showing: 'A mostrar {shown} de {total} pedido(s). Todos os dados: npm run leads -- export --csv > leads.csv',
  leadId: 'N.º do pedido',
  received: 'Recebido (UTC)',
  mailStatus: 'Estado do e-mail',
  limitNotNumber: '--limit precisa de um número inteiro, por exemplo --limit 50',
  whichLeadToShow: 'Que pedido? npm run leads -- show <id> (os números estão em npm run leads -- list)',
  noSuchLead: 'Não há nenhum pedido com o número {id}.',
  whichLeadToDelete: 'Que pedido? npm run leads -- delete <id>, ou delete --email <address>',
  noMatchId: 'Nenhum pedido tem o número {id}; nada foi apagado.',
  noMatchEmail: 'Nenhum pedido veio de {email}; nada foi apagado.',
  removed: 'Foram apagados {count} pedido(s) e os respetivos envios de e-mail:',
  removedLead: '{id}  {name} <{email}>  recebido em {time}',
  erased: 'Os dados apagados foram sobrescritos (secure_delete) e o WAL foi esvaziado.',
  csvOnly: 'Só existe a exportação em CSV: npm run leads -- export --csv --out leads.csv',
  outNeedsFile: '--out precisa de um nome de ficheiro, por exemplo --out leads.csv',
  wrote: 'Foram escritos {count} pedido(s) em {file} (só o seu utilizador pode ler o ficheiro).',
  retried: '{count} e-mail(s) de novo na fila. O servidor em funcionamento envia-os dentro de um minuto.',
  unknownCommand: 'Comando desconhecido: «{command}».',
  noDatabase:
    'Não há nenhuma base de dados de pedidos em {file}. Defina DATA_DIR com a pasta que o servidor usa (por omissão, ./data), ou DATABASE_URL.',
  cannotOpen: 'Não é possível abrir a base de dados de pedidos: {error}',
  photo: 'Fotografia',
  photoRow: 'JPEG de {size} KB. Para a guardar: npm run leads -- photo {id}',
  consent: 'Consentimento',
  consentGiven: 'Aceitou a política de privacidade ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Língua',
  listPhoto: 'fotografia',
  usagePhoto:
    '  npm run leads -- photo <id> [--out ficheiro.jpg]   guardar a fotografia enviada com um pedido (ficheiro que só o seu utilizador pode ler)',
  whichPhoto:
    'A fotografia de que pedido? npm run leads -- photo <id> [--out ficheiro.jpg] (os números estão em npm run leads -- list)',
  noPhoto: 'O pedido {id} chegou sem fotografia.',
  photoWrote: 'A fotografia do pedido {id} foi escrita em {file} (só o seu utilizador pode ler o ficheiro).',
};

/** What a country's postal code and regions are called in this language, and the form's messages about them (country-words.ts). */
const addressWords: CountryWords = {
  postalCode: { zip: 'Código ZIP', postal: 'Código postal', pin: 'Código PIN', eircode: 'Eircode' },
  region: {
    area: 'Área',
    county: 'Condado',
    department: 'Departamento',
    district: 'Distrito',
    do_si: 'Província',
    emirate: 'Emirado',
    island: 'Ilha',
    oblast: 'Óblast',
    parish: 'Paróquia',
    prefecture: 'Prefeitura',
    province: 'Província',
    region: 'Região',
    state: 'Estado',
  },
  postalCodeMessage: 'Introduza um valor válido no campo «{label}» (por exemplo, {example}).',
  phoneMessage: 'Introduza um número de telefone válido (por exemplo, {example}).',
  regionChoose: 'Escolha uma opção da lista no campo «{name}».',
  regionType: 'Preencha o campo «{name}».',
  capitals: true,
};

/** The country whose postal code and region the `locale` words name (elsewhere, addressWords name them). */
const country = 'PT';

export const pt: EnginePack = { country, labels, locale, formats, errorPage, server, mail, cli, addressWords };
