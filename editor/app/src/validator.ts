// rjsf's validator on ajv's JSON Schema 2020-12 class, as the site's own check uses. The editor shows
// the server's problems (the catalogue's words); rjsf uses this only to pick between oneOf options.
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';

export const validator = customizeValidator({ AjvClass: Ajv2020, ajvOptionsOverrides: { discriminator: true, strict: false } });
