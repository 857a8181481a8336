// Las palabras del motor en español (the engine's words in Spanish): for a site whose site.locale is es-…,
// written for a local trade business's customers, addressed with "usted" (Spain's usage: presupuesto;
// es-MX and es-US are variants of it).
// Shape: the English pack's (en.ts).
import type { EnginePack } from './en.js';
import type { CountryWords } from '../country-words-shape.js';

const labels: EnginePack['labels'] = {
  skipToContent: 'Ir al contenido',
  mainMenu: 'Menú principal',
  mobileMenu: 'Menú',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  submenu: 'Submenú de {label}',
  followUs: 'Síganos',
  followUsOn: 'en {network}',
  socialLink: '{network} (se abre en una pestaña nueva)',
  opensInNewTab: '(se abre en una pestaña nueva)',
  quoteButton: 'Presupuesto gratis',
  quoteHref: '/contact#contact-form',
  mobileQuoteButton: 'Pedir presupuesto',
  callButton: 'Llamar ahora',
  quickContact: 'Contacto rápido',
  footerTagline: 'Al servicio de {city}, {region} y alrededores desde {year}.',
  footerTaglineNoYear: 'Al servicio de {city}, {region} y alrededores.',
  quickLinks: 'Enlaces rápidos',
  contactHeading: 'Contacto',
  emailButton: 'Escríbanos',
  businessHours: 'Horario de atención',
  serviceAreas: 'Zonas de servicio',
  allServiceAreas: 'Las {count} zonas de servicio',
  legalMenu: 'Información legal',
  copyright: '© {year} {name}',
  closed: 'Cerrado',
  consentTitle: 'Cookies',
  consentText:
    '¿Nos permite usar cookies de análisis para saber cómo se utiliza esta web? Solo se instalan si usted las acepta.',
  consentAccept: 'Aceptar',
  consentDecline: 'Rechazar',
  consentChange: 'Cambiar la configuración de cookies',
  imageLoading: 'Cargando',
  imageUnavailable: 'Imagen no disponible',
  breadcrumb: 'Ruta de navegación',
  breadcrumbHome: 'Inicio',
  areaCardLink: 'Nuestros servicios en {town}',
  crewsTravel: 'Nuestros equipos se desplazan a {town} desde nuestras instalaciones en {street}, {city}.',
  address: 'Dirección',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  hours: 'Horario',
  emailSend: 'Enviar un correo',
  mapTitle: 'Mapa de {name}, {address}',
  showMap: 'Mostrar el mapa',
  openMap: 'Abrir el mapa',
  projectCount: 'Se muestran {count} proyectos',
  projectCountOne: 'Se muestra {count} proyecto',
  projectFilter: 'Filtrar proyectos',
  step: 'Paso',
  lastUpdated: 'Última actualización:',
  learnMore: 'Más información',
  learnMoreAbout: 'sobre {title}',
  rated: 'Valoración: {rating} de {max}',
  beforePicture: 'Antes',
  afterPicture: 'Después',
  compareSlider: 'Comparar el antes y el después',
  idealFor: 'Ideal para:',
  readTime: '{minutes} min de lectura',
  formRequired: 'Los campos marcados {star} son obligatorios.',
  formStar: 'con un asterisco',
  formOptional: '(opcional)',
  formSelect: 'Seleccione',
  formHoneypot: 'Deje este campo vacío',
  formSend: 'Enviar mensaje',
  formSending: 'Enviando…',
  formReassurance: 'Sus datos están protegidos y solo se usarán para prepararle su presupuesto gratuito.',
  formProtection: 'Protección',
  formSsl: 'Conexión segura SSL',
  formSpam: 'Protegido contra spam',
  formConsent: 'He leído la {privacyLink} y acepto que se usen mis datos para responder a mi solicitud.',
  formConsentLink: 'política de privacidad',
  formPhoto: 'Foto del trabajo',
  formPhotoHint: 'Una imagen (JPEG, PNG o WebP) de {size} MB como máximo.',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  cellPhone: 'Teléfono',
  emailField: 'Correo electrónico',
  street: 'Calle y número',
  city: 'Localidad',
  comments: 'Mensaje',
  phonePlaceholder: '{phoneExample}',
  emailPlaceholder: 'nombre@ejemplo.es',
  postalCodePlaceholder: '{postalCode}',
  commentsPlaceholder: 'Cuéntenos qué trabajo tiene en mente.',
  notFoundTitle: 'Página no encontrada',
  notFoundText: 'La página que busca no está aquí. Puede que se haya movido o que la dirección tenga algún error.',
  notFoundHome: 'Volver a la página de inicio',
  messageHoneypot: 'No se ha podido enviar. Inténtelo de nuevo.',
  messageFirstName: 'Introduzca un nombre válido (solo letras).',
  messageLastName: 'Introduzca unos apellidos válidos (solo letras).',
  messageEmail: 'Introduzca un correo electrónico válido (por ejemplo, nombre@ejemplo.es).',
  messageStreet: 'Indique la calle y el número.',
  messageCity: 'Indique su localidad.',
  messageComments: 'Acorte su mensaje a 2000 caracteres como máximo.',
  messageHiddenCharacters:
    'El campo «{label}» contiene un carácter invisible de control o de dirección del texto. Vuelva a escribirlo.',
  messageTooLong: 'Este dato es demasiado largo. Acórtelo, por favor.',
  messageRequired: 'El campo «{label}» es obligatorio.',
  messageUnexpectedField: 'El formulario ha enviado un campo que no debía. Recargue la página e inténtelo de nuevo.',
  messageInvalid: 'Hay campos que necesitan corrección. Revíselos e inténtelo de nuevo.',
  messageSuccess: '¡Gracias! Hemos recibido su mensaje y nos pondremos en contacto con usted lo antes posible.',
  messageFailure: 'No se ha podido enviar el mensaje. Inténtelo de nuevo.',
  messageRateLimited:
    'Se han enviado demasiados mensajes desde su conexión. Espere un minuto e inténtelo de nuevo, o llámenos.',
  messageBusy:
    'Ahora mismo no podemos guardar su mensaje. Inténtelo de nuevo dentro de un minuto o llámenos al {phone}.',
  messageConsent: 'Marque la casilla para aceptar la política de privacidad; sin ella no podemos responderle.',
  messagePhotoType: 'El archivo elegido no es una foto. Elija una imagen JPEG, PNG o WebP.',
  messagePhotoTooLarge: 'La foto es demasiado grande. Elija una de {size} MB como máximo.',
};

const locale: EnginePack['locale'] = {
  postalCodeLabel: 'Código postal',
  postalCodeMessage: 'Introduzca un código postal válido de 5 cifras (por ejemplo, 28013).',
  phoneMessage: 'Introduzca un número de teléfono válido.',
  regionLabel: 'Provincia',
  regionMessage: 'Seleccione su provincia en la lista.',
};

const formats: EnginePack['formats'] = {
  hourCycle: 24,
  listLocale: 'es',
  dayRange: 'de {first} a {last}',
  timeRange: 'de {opens} a {closes}',
  hoursRange: '{opens}–{closes}',
  time: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  timeOnTheHour: { 12: '{h}:{mm} {dayPeriod}', 24: '{hh}:{mm}' },
  sentenceTimeOnTheHour: { 12: '{h} {dayPeriod}', 24: '{hh}:{mm}' },
  dayPeriods: ['a. m.', 'p. m.'],
};

const errorPage: EnginePack['errorPage'] = {
  heading: 'Lo sentimos, no se ha podido mostrar esta página.',
  text: 'Inténtelo de nuevo o {home}.',
  home: 'vuelva a la página de inicio',
};

const server: EnginePack['server'] = {
  malformedJson: 'La solicitud no contiene un JSON válido. Envíe los campos del formulario como un objeto JSON.',
  tooLarge: 'El envío es demasiado grande (16 KB como máximo). Acorte su mensaje e inténtelo de nuevo.',
  notJson:
    'El formulario no se ha podido enviar así. Active JavaScript e inténtelo de nuevo, o llámenos. (El formulario se envía como JSON con la cabecera Content-Type: application/json.)',
  crossSite: 'Este formulario solo se puede enviar desde nuestra web. Abra la página de contacto e inténtelo de nuevo.',
  restarting: 'El servidor se está reiniciando. Inténtelo de nuevo dentro de unos segundos.',
  storeFailed:
    'Por un problema por nuestra parte no hemos podido guardar su mensaje. Inténtelo de nuevo dentro de un minuto o llámenos.',
  photosBusy:
    'Ahora mismo están llegando muchas fotos, así que su mensaje aún no se ha guardado. Envíelo de nuevo dentro de un minuto.',
  photoTooManyPixels:
    'La foto tiene demasiados píxeles (más de {megapixels} millones). Elija una foto de un móvil o de una cámara, o una copia más pequeña.',
  aborted: 'La solicitud se ha interrumpido. Inténtelo de nuevo.',
  sizeMismatch: 'La solicitud no coincide con la longitud indicada (Content-Length). Inténtelo de nuevo.',
  notProcessed: 'No se ha podido procesar la solicitud. Recargue la página e inténtelo de nuevo.',
  noEndpoint: 'Esa dirección de la API no existe. El formulario de contacto envía a /api/contact.',
  usePost: 'Envíe el formulario de contacto con POST y un cuerpo JSON.',
  pageFailed: 'Algo ha fallado al cargar esta página. Vuelva a cargarla o empiece desde la página de inicio, en /.',
  unavailable: 'La web no está disponible en este momento. Inténtelo de nuevo dentro de unos minutos.',
  pageSentTitle: 'Mensaje enviado',
  pageProblemsTitle: 'Revise sus datos, por favor',
  pageBusyTitle: 'Inténtelo de nuevo dentro de un minuto',
  pageNotSentTitle: 'Su mensaje no se ha enviado',
  pageBackToForm: 'Volver al formulario',
  pageBackHint: 'Con el botón Atrás de su navegador vuelve al formulario con todo lo que ha escrito.',
  pageCall: 'Llamar al {phone}',
  pageHome: 'Ir a la página de inicio',
};

const mail: EnginePack['mail'] = {
  subject: 'Nueva solicitud de presupuesto desde la web ({id})',
  heading: 'Nueva solicitud de presupuesto',
  intro: 'Nueva solicitud de presupuesto enviada desde el formulario de contacto de la web.',
  received: 'Recibida: {time}',
  leadId: 'N.º de solicitud: {id}',
  footer: 'Recibida el {time} · solicitud {id}',
  photo: 'Foto',
  consent: 'Consentimiento',
  consentGiven: 'Aceptó la política de privacidad ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Idioma',
  row: '{label}: {value}',
};

const cli: EnginePack['cli'] = {
  usage: `Uso:
  npm run leads -- list [--limit N]          las solicitudes más recientes primero (20 si no se indica)
  npm run leads -- show <id>                 todos los datos de una solicitud
  npm run leads -- delete <id>               borrar una solicitud y su envío de correo (petición de supresión)
  npm run leads -- delete --email <address>  borrar todas las solicitudes enviadas desde esa dirección
  npm run leads -- export --csv --out leads.csv   todas las solicitudes en CSV (archivo que solo usted puede leer)
  npm run leads -- export --csv > leads.csv  lo mismo por la salida estándar
  npm run leads -- retry                     reenviar los correos abandonados (tras corregir SMTP_URL / LEADS_TO)
Lee {where}.`,
  readsDatabase: 'la base de datos PostgreSQL de DATABASE_URL',
  readsDataDir: 'DATA_DIR (ahora: {dir})',
  noLeads: 'Todavía no hay solicitudes.',
  mailState: 'correo: {state}',
  noMailState: 'ninguno',
  mailPending: 'pendiente',
  mailSent: 'enviado',
  mailDead: 'no entregado',
  showing: 'Se muestran {shown} de {total} solicitud(es). Todos los datos: npm run leads -- export --csv > leads.csv',
  leadId: 'N.º de solicitud',
  received: 'Recibida (UTC)',
  mailStatus: 'Estado del correo',
  limitNotNumber: '--limit necesita un número entero, por ejemplo --limit 50',
  whichLeadToShow: '¿Qué solicitud? npm run leads -- show <id> (los números aparecen en npm run leads -- list)',
  noSuchLead: 'No hay ninguna solicitud con el número {id}.',
  whichLeadToDelete: '¿Qué solicitud? npm run leads -- delete <id>, o delete --email <address>',
  noMatchId: 'Ninguna solicitud tiene el número {id}; no se ha borrado nada.',
  noMatchEmail: 'Ninguna solicitud procede de {email}; no se ha borrado nada.',
  removed: 'Se han borrado {count} solicitud(es) y sus envíos de correo:',
  removedLead: '{id}  {name} <{email}>  recibida el {time}',
  erased: 'Sus bytes se han sobrescrito (secure_delete) y el WAL se ha vaciado.',
  csvOnly: 'Solo existe la exportación a CSV: npm run leads -- export --csv --out leads.csv',
  outNeedsFile: '--out necesita un nombre de archivo, por ejemplo --out leads.csv',
  wrote: 'Se han escrito {count} solicitud(es) en {file} (solo usted puede leer el archivo).',
  retried: '{count} correo(s) en cola de nuevo. El servidor en marcha los enviará en menos de un minuto.',
  unknownCommand: 'Orden desconocida «{command}».',
  noDatabase:
    'No hay base de datos de solicitudes en {file}. Ponga en DATA_DIR la carpeta que usa el servidor (por defecto ./data), o use DATABASE_URL.',
  cannotOpen: 'No se puede abrir la base de datos de solicitudes: {error}',
  photo: 'Foto',
  photoRow: 'JPEG de {size} KB. Para guardarla: npm run leads -- photo {id}',
  consent: 'Consentimiento',
  consentGiven: 'Aceptó la política de privacidad ({time})',
  /** The language of the page the request came from, on a site of several. */
  language: 'Idioma',
  listPhoto: 'foto',
  usagePhoto:
    '  npm run leads -- photo <id> [--out archivo.jpg]   guardar la foto enviada con una solicitud (archivo que solo usted puede leer)',
  whichPhoto:
    '¿La foto de qué solicitud? npm run leads -- photo <id> [--out archivo.jpg] (los números aparecen en npm run leads -- list)',
  noPhoto: 'La solicitud {id} llegó sin foto.',
  photoWrote: 'Se ha escrito la foto de la solicitud {id} en {file} (solo usted puede leer el archivo).',
};

/** What a country's postal code and regions are called in this language, and the form's messages about them (country-words.ts). */
const addressWords: CountryWords = {
  postalCode: { zip: 'Código ZIP', postal: 'Código postal', pin: 'Código PIN', eircode: 'Eircode' },
  region: {
    area: 'Área',
    county: 'Condado',
    department: 'Departamento',
    district: 'Distrito',
    do_si: 'Provincia',
    emirate: 'Emirato',
    island: 'Isla',
    oblast: 'Óblast',
    parish: 'Parroquia',
    prefecture: 'Prefectura',
    province: 'Provincia',
    region: 'Región',
    state: 'Estado',
  },
  postalCodeMessage: 'Introduzca un {label} válido (por ejemplo, {example}).',
  phoneMessage: 'Introduzca un número de teléfono válido (por ejemplo, {example}).',
  regionChoose: 'Elija su {name} en la lista.',
  regionType: 'Indique su {name}.',
  capitals: false,
};

/** The country whose postal code and region the `locale` words name (elsewhere, addressWords name them). */
const country = 'ES';

export const es: EnginePack = { country, labels, locale, formats, errorPage, server, mail, cli, addressWords };
