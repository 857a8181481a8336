// As palavras do motor em português do Brasil (the engine's words in Brazilian Portuguese): what differs
// from Portugal's pack (pt.ts) for a site whose site.locale is pt-BR. Brazil's usage and spelling
// (celular, CEP, estado, contato, arquivo, aba), "você" and possessives without the article ("seu
// nome"), quotes “ ”, and times as Brazilian business sites write them: "das 8h às 17h30".
import { pt } from './pt.js';
import { variantOf } from './variant.js';

export const ptBR = variantOf(pt, {
  country: 'BR',
  labels: {
    skipToContent: 'Pular para o conteúdo',
    socialLink: '{network} (abre em uma nova aba)',
    opensInNewTab: '(abre em uma nova aba)',
    quickContact: 'Contato rápido',
    footerTagline: 'Atendendo {city}, {region} e região desde {year}.',
    footerTaglineNoYear: 'Atendendo {city}, {region} e região.',
    quickLinks: 'Links rápidos',
    contactHeading: 'Contato',
    emailButton: 'Envie um e-mail',
    businessHours: 'Horário de atendimento',
    serviceAreas: 'Áreas atendidas',
    allServiceAreas: 'Todas as {count} áreas atendidas',
    legalMenu: 'Informações legais',
    closed: 'Fechado',
    consentText:
      'Podemos usar cookies de análise para entender como os visitantes usam este site? Eles só são ativados se você aceitar.',
    imageLoading: 'Carregando',
    breadcrumb: 'Trilha de navegação',
    areaCardLink: 'Nossos serviços em {town}',
    crewsTravel: 'Nossas equipes atendem {town} a partir da nossa base em {city} ({street}).',
    address: 'Endereço',
    formRequired: 'Os campos marcados {star} são obrigatórios.',
    formSending: 'Enviando…',
    formReassurance: 'Seus dados estão seguros e só serão usados para preparar seu orçamento grátis.',
    formSsl: 'Conexão segura SSL',
    formConsent: 'Li a {privacyLink} e concordo com o uso dos meus dados para responder à minha solicitação.',
    formPhoto: 'Foto do serviço',
    formPhotoHint: 'Uma imagem (JPEG, PNG ou WebP) de até {size} MB.',
    lastName: 'Sobrenome',
    cellPhone: 'Celular',
    street: 'Endereço (rua e número)',
    city: 'Cidade',
    emailPlaceholder: 'nome@exemplo.com.br',
    commentsPlaceholder: 'Descreva o serviço que você tem em mente.',
    notFoundText:
      'A página que você procura não está aqui. Ela pode ter mudado de endereço, ou o endereço pode ter sido digitado errado.',
    messageFirstName: 'Informe um nome válido (apenas letras).',
    messageLastName: 'Informe um sobrenome válido (apenas letras).',
    messageEmail: 'Informe um e-mail válido (por exemplo, nome@exemplo.com.br).',
    messageStreet: 'Informe seu endereço (rua e número).',
    messageCity: 'Informe sua cidade.',
    messageComments: 'Reduza sua mensagem para no máximo 2.000 caracteres.',
    messageHiddenCharacters:
      'O campo “{label}” contém um caractere invisível de controle ou de direção do texto. Digite-o novamente.',
    messageTooLong: 'Este campo está longo demais. Encurte o texto, por favor.',
    messageRequired: 'O campo “{label}” é obrigatório.',
    messageInvalid: 'Alguns campos precisam ser corrigidos. Verifique-os e tente novamente.',
    messageSuccess: 'Obrigado! Sua mensagem foi enviada. Entraremos em contato com você o mais rápido possível.',
    messageRateLimited:
      'Recebemos envios demais a partir da sua conexão. Aguarde um minuto e tente novamente, ou ligue para nós.',
    messageBusy:
      'No momento não conseguimos salvar sua mensagem. Tente novamente em um minuto, ou ligue para nós: {phone}.',
    messageConsent: 'Marque a caixa para aceitar a política de privacidade; sem isso, não podemos responder.',
    messagePhotoType: 'O arquivo escolhido não é uma foto. Escolha uma imagem JPEG, PNG ou WebP.',
    messagePhotoTooLarge: 'A foto é grande demais. Escolha uma de até {size} MB.',
  },
  locale: {
    postalCodeLabel: 'CEP',
    postalCodeMessage: 'Informe um CEP válido (por exemplo, 01310-100).',
    phoneMessage: 'Informe um telefone válido, com DDD.',
    regionLabel: 'Estado',
    regionMessage: 'Selecione seu estado na lista.',
  },
  // "de segunda-feira a sexta-feira, das 8h às 17h30"; in the opening-hours lists "8h às 17h30".
  formats: {
    listLocale: 'pt-BR',
    hoursRange: '{opens} às {closes}',
    time: { 12: '{h}:{mm} {dayPeriod}', 24: '{h}h{mm}' },
    timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{h}h' },
    sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{h}h' },
    dayPeriods: ['AM', 'PM'],
  },
  errorPage: {
    heading: 'Desculpe, não foi possível exibir esta página.',
  },
  server: {
    tooLarge: 'O envio é grande demais (no máximo 16 KB). Encurte sua mensagem e tente novamente.',
    notJson:
      'Não foi possível enviar o formulário dessa forma. Ative o JavaScript e tente novamente, ou ligue para nós. (O formulário é enviado como JSON, com o cabeçalho Content-Type: application/json.)',
    crossSite: 'Este formulário só pode ser enviado pelo nosso site. Abra a página de contato e tente novamente.',
    restarting: 'O servidor está reiniciando. Tente novamente em alguns segundos.',
    storeFailed:
      'Por um problema do nosso lado, não conseguimos salvar sua mensagem. Tente novamente em um minuto, ou ligue para nós.',
    photosBusy:
      'Estão chegando muitas fotos neste momento, por isso sua mensagem ainda não foi salva. Envie de novo em um minuto.',
    photoTooManyPixels:
      'A foto tem pixels demais (mais de {megapixels} milhões). Escolha uma foto tirada com um celular ou uma câmera, ou uma cópia menor.',
    noEndpoint: 'Esse endereço da API não existe. O formulário de contato envia para /api/contact.',
    usePost: 'Envie o formulário de contato com POST e um corpo JSON.',
    unavailable: 'O site está fora do ar por um momento. Tente novamente em alguns minutos.',
    pageBusyTitle: 'Tente novamente em um minuto',
    pageProblemsTitle: 'Confira seus dados',
    pageNotSentTitle: 'Sua mensagem não foi enviada',
    pageBackHint: 'O botão Voltar do seu navegador leva você de volta ao formulário, com tudo o que você digitou.',
    pageCall: 'Ligar para {phone}',
  },
  mail: {
    leadId: 'Nº do pedido: {id}',
    intro: 'Novo pedido de orçamento enviado pelo formulário de contato do site.',
    photo: 'Foto',
  },
  cli: {
    usage: `Uso:
  npm run leads -- list [--limit N]          os pedidos mais recentes primeiro (20, se nada for informado)
  npm run leads -- show <id>                 todos os dados de um pedido
  npm run leads -- delete <id>               excluir um pedido e o envio do seu e-mail (pedido de exclusão)
  npm run leads -- delete --email <address>  excluir todos os pedidos enviados por esse endereço
  npm run leads -- export --csv --out leads.csv   todos os pedidos em CSV (arquivo que só o seu usuário pode ler)
  npm run leads -- export --csv > leads.csv  o mesmo, na saída padrão
  npm run leads -- retry                     reenviar os e-mails que falharam (depois de corrigir SMTP_URL / LEADS_TO)
Lê {where}.`,
    leadId: 'Nº do pedido',
    mailStatus: 'Status do e-mail',
    showing: 'Mostrando {shown} de {total} pedido(s). Todos os dados: npm run leads -- export --csv > leads.csv',
    noMatchId: 'Nenhum pedido tem o número {id}; nada foi excluído.',
    noMatchEmail: 'Nenhum pedido veio de {email}; nada foi excluído.',
    removed: 'Foram excluídos {count} pedido(s) e os respectivos envios de e-mail:',
    erased: 'Os dados excluídos foram sobrescritos (secure_delete) e o WAL foi esvaziado.',
    outNeedsFile: '--out precisa de um nome de arquivo, por exemplo --out leads.csv',
    wrote: 'Foram gravados {count} pedido(s) em {file} (só o seu usuário pode ler o arquivo).',
    retried: '{count} e-mail(s) de novo na fila. O servidor em execução envia em até um minuto.',
    unknownCommand: 'Comando desconhecido: “{command}”.',
    noDatabase:
      'Não há nenhum banco de dados de pedidos em {file}. Defina DATA_DIR com a pasta que o servidor usa (por padrão, ./data), ou DATABASE_URL.',
    readsDatabase: 'o banco de dados PostgreSQL de DATABASE_URL',
    cannotOpen: 'Não é possível abrir o banco de dados de pedidos: {error}',
    photo: 'Foto',
    photoRow: 'JPEG de {size} KB. Para salvar: npm run leads -- photo {id}',
    listPhoto: 'foto',
    usagePhoto:
      '  npm run leads -- photo <id> [--out arquivo.jpg]   salvar a foto enviada com um pedido (arquivo que só o seu usuário pode ler)',
    whichPhoto:
      'A foto de qual pedido? npm run leads -- photo <id> [--out arquivo.jpg] (os números estão em npm run leads -- list)',
    whichLeadToShow: 'Qual pedido? npm run leads -- show <id> (os números estão em npm run leads -- list)',
    whichLeadToDelete: 'Qual pedido? npm run leads -- delete <id>, ou delete --email <address>',
    noPhoto: 'O pedido {id} chegou sem foto.',
    photoWrote: 'A foto do pedido {id} foi gravada em {file} (só o seu usuário pode ler o arquivo).',
  },
  addressWords: {
    postalCodeMessage: 'Informe um valor válido no campo “{label}” (por exemplo, {example}).',
    phoneMessage: 'Informe um número de telefone válido (por exemplo, {example}).',
    regionChoose: 'Escolha uma opção da lista no campo “{name}”.',
    regionType: 'Preencha o campo “{name}”.',
  },
});
