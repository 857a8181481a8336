// Keys of the editor's words are checked by tsc: t('save.title') must be a key of en.json.
import 'i18next';
import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
