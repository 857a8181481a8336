// A moment as History says it: "Nov 26, 10:14 AM" ("26. Nov., 10:14") in the editor's language and
// this computer's time zone; the app's timeline and the server's words for a restore say it alike.
import { currentLanguage } from './i18n';

export const when = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
