// The app's words through react-i18next, from the editor's language files (editor/shared/i18n): every
// component reads them with useTranslation(), in the language the server named in the page's lang.
import { setI18n } from 'react-i18next';
import { i18n } from '../../shared/i18n';

setI18n(i18n);

export { Trans, useTranslation } from 'react-i18next';
