// rjsf's validator on ajv's JSON Schema 2020-12 class, as the site's own check uses. The editor shows
// the server's problems (the catalogue's words); rjsf uses this only to pick between oneOf options.
// It knows the schema's own keywords (errorMessage, VS Code's) through the same vocabulary as the check.
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { addSiteVocabulary } from '../../../schema/vocabulary';

export const validator = customizeValidator({ AjvClass: Ajv2020, ajvOptionsOverrides: { discriminator: true, strict: false }, extenderFn: addSiteVocabulary });
