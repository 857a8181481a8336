// Español de México (site.locale es-MX): what differs from the Spanish pack (Spain's) for a business in
// Mexico: Latin American usage (ingrese, celular, sitio web, the simple past: "se envió" for "se ha
// enviado"), a cotización for a presupuesto, a folio for a request's number, states, and the 12-hour
// clock written as the Academies write it ("8:30 a. m.", no-break spaces inside).
import { es } from './es.js';
import { variantOf } from './variant.js';

/** "a. m." and "p. m." after the hour, kept on its line (no-break spaces). */
const clock = { 12: '{h}:{mm}\u00a0{dayPeriod}', 24: '{hh}:{mm}' };

export const esMX = variantOf(es, {
  country: 'MX',
  labels: {
    quoteButton: 'Cotización gratis',
    mobileQuoteButton: 'Cotizar',
    consentText:
      '¿Nos permite usar cookies de análisis para saber cómo se usa este sitio web? Solo se activan si usted las acepta.',
    crewsTravel: 'Nuestros equipos se trasladan a {town} desde nuestras instalaciones en {street}, {city}.',
    formReassurance: 'Sus datos están protegidos y solo se usarán para preparar su cotización gratuita.',
    cellPhone: 'Celular',
    city: 'Ciudad',
    emailPlaceholder: 'nombre@ejemplo.com.mx',
    notFoundText: 'La página que busca no está aquí. Tal vez se movió o la dirección tiene algún error.',
    messageHoneypot: 'No se pudo enviar. Inténtelo de nuevo.',
    messageFirstName: 'Ingrese un nombre válido (solo letras).',
    messageLastName: 'Ingrese apellidos válidos (solo letras).',
    messageEmail: 'Ingrese un correo electrónico válido (por ejemplo, nombre@ejemplo.com.mx).',
    messageStreet: 'Ingrese la calle y el número.',
    messageCity: 'Ingrese su ciudad.',
    messageUnexpectedField: 'El formulario envió un campo que no debía. Recargue la página e inténtelo de nuevo.',
    messageSuccess: '¡Gracias! Recibimos su mensaje y nos comunicaremos con usted lo antes posible.',
    messageFailure: 'No se pudo enviar el mensaje. Inténtelo de nuevo.',
    messageRateLimited:
      'Se enviaron demasiados mensajes desde su conexión. Espere un minuto e inténtelo de nuevo, o llámenos.',
    messageBusy:
      'En este momento no podemos guardar su mensaje. Inténtelo de nuevo en un minuto o llámenos al {phone}.',
  },
  locale: {
    postalCodeLabel: 'Código postal',
    postalCodeMessage: 'Ingrese un código postal válido de 5 dígitos (por ejemplo, 06600).',
    phoneMessage: 'Ingrese un número de teléfono válido de 10 dígitos.',
    regionLabel: 'Estado',
    regionMessage: 'Elija su estado en la lista.',
  },
  formats: {
    hourCycle: 12,
    hoursRange: '{opens} – {closes}',
    time: clock,
    timeOnTheHour: clock,
    sentenceTimeOnTheHour: { 12: '{h}\u00a0{dayPeriod}', 24: '{hh}:{mm}' },
    dayPeriods: ['a.\u00a0m.', 'p.\u00a0m.'],
  },
  errorPage: { heading: 'Lo sentimos, no se pudo mostrar esta página.' },
  server: {
    notJson:
      'El formulario no se pudo enviar así. Active JavaScript e inténtelo de nuevo, o llámenos. (El formulario se envía como JSON con el encabezado Content-Type: application/json.)',
    crossSite:
      'Este formulario solo se puede enviar desde nuestro sitio web. Abra la página de contacto e inténtelo de nuevo.',
    restarting: 'El servidor se está reiniciando. Inténtelo de nuevo en unos segundos.',
    storeFailed:
      'Por un problema de nuestra parte no pudimos guardar su mensaje. Inténtelo de nuevo en un minuto o llámenos.',
    photosBusy:
      'En este momento están llegando muchas fotos, así que su mensaje todavía no se guardó. Envíelo de nuevo en un minuto.',
    photoTooManyPixels:
      'La foto tiene demasiados píxeles (más de {megapixels} millones). Elija una foto tomada con un celular o una cámara, o una copia más pequeña.',
    aborted: 'La solicitud se interrumpió. Inténtelo de nuevo.',
    notProcessed: 'No se pudo procesar la solicitud. Recargue la página e inténtelo de nuevo.',
    pageFailed: 'Algo falló al cargar esta página. Vuelva a cargarla o empiece desde la página de inicio, en /.',
    unavailable: 'El sitio web no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
    pageBusyTitle: 'Inténtelo de nuevo en un minuto',
    pageNotSentTitle: 'Su mensaje no se envió',
    pageBackHint: 'Con el botón Atrás de su navegador regresa al formulario con todo lo que escribió.',
  },
  mail: {
    subject: 'Nueva solicitud de cotización desde el sitio web ({id})',
    heading: 'Nueva solicitud de cotización',
    intro: 'Nueva solicitud de cotización enviada desde el formulario de contacto del sitio web.',
    leadId: 'Folio: {id}',
    footer: 'Recibida el {time} · folio {id}',
  },
  cli: {
    leadId: 'Folio',
    whichLeadToShow: '¿Qué solicitud? npm run leads -- show <id> (los folios aparecen en npm run leads -- list)',
    noSuchLead: 'No hay ninguna solicitud con el folio {id}.',
    noMatchId: 'Ninguna solicitud tiene el folio {id}; no se borró nada.',
    noMatchEmail: 'Ninguna solicitud viene de {email}; no se borró nada.',
    removed: 'Se borraron {count} solicitud(es) y sus envíos de correo:',
    erased: 'Sus bytes se sobrescribieron (secure_delete) y el WAL se vació.',
    wrote: 'Se escribieron {count} solicitud(es) en {file} (solo usted puede leer el archivo).',
    whichPhoto:
      '¿La foto de qué solicitud? npm run leads -- photo <id> [--out archivo.jpg] (los folios aparecen en npm run leads -- list)',
    photoWrote: 'La foto de la solicitud {id} se guardó en {file} (solo usted puede leer el archivo).',
  },
  addressWords: {
    postalCodeMessage: 'Ingrese un {label} válido (por ejemplo, {example}).',
    phoneMessage: 'Ingrese un número de teléfono válido (por ejemplo, {example}).',
    regionType: 'Ingrese su {name}.',
  },
});
