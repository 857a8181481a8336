// Español de los Estados Unidos (site.locale es-US): Spanish as a business in the United States writes
// it for its customers. Latin American usage and the 12-hour clock, as the Mexican pack has them (es-MX,
// the Spanish most US customers read, and the clock the US Academy writes: "8:30 a. m."); over it, only
// what differs in the US: a free estimado, one last name, a ZIP code called "código postal (ZIP)",
// e-mail examples at .com, a request's number (not Mexico's folio) and the country.
import { esMX } from './es-MX.js';
import { variantOf } from './variant.js';

export const esUS = variantOf(esMX, {
  country: 'US',
  labels: {
    quoteButton: 'Estimado gratis',
    mobileQuoteButton: 'Pedir estimado',
    formReassurance: 'Sus datos están protegidos y solo se usarán para preparar su estimado gratis.',
    lastName: 'Apellido',
    street: 'Dirección',
    emailPlaceholder: 'nombre@ejemplo.com',
    messageLastName: 'Ingrese un apellido válido (solo letras).',
    messageEmail: 'Ingrese un correo electrónico válido (por ejemplo, nombre@ejemplo.com).',
    messageStreet: 'Ingrese su dirección (número y calle).',
  },
  locale: {
    postalCodeLabel: 'Código postal (ZIP)',
    postalCodeMessage: 'Ingrese un código postal (ZIP) válido: 12345 o 12345-6789.',
    phoneMessage: 'Ingrese un número de teléfono válido de 10 dígitos, con el código de área.',
  },
  mail: {
    subject: 'Nueva solicitud de estimado desde el sitio web ({id})',
    heading: 'Nueva solicitud de estimado',
    intro: 'Nueva solicitud de estimado enviada desde el formulario de contacto del sitio web.',
    leadId: 'N.º de solicitud: {id}',
    footer: 'Recibida el {time} · solicitud {id}',
  },
  cli: {
    leadId: 'N.º de solicitud',
    whichLeadToShow: '¿Qué solicitud? npm run leads -- show <id> (los números aparecen en npm run leads -- list)',
    noSuchLead: 'No hay ninguna solicitud con el número {id}.',
    noMatchId: 'Ninguna solicitud tiene el número {id}; no se borró nada.',
    whichPhoto:
      '¿La foto de qué solicitud? npm run leads -- photo <id> [--out archivo.jpg] (los números aparecen en npm run leads -- list)',
  },
  addressWords: {
    postalCode: { zip: 'Código postal (ZIP)', postal: 'Código postal', pin: 'Código PIN', eircode: 'Eircode' },
  },
});
