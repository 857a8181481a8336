// Where the lead's e-mail to the office is: sent, waiting, failed and retrying, or given up; and when
// the site's server has no e-mail set up, that it is off and how to set it up, rather than "Waiting".
import { formatWhen, type Lead } from './leads-api';
import type { MailSetup } from '../../../shared/api-types';
import { useMailSetup } from './use-mail-setup';
import { Trans, useTranslation } from '../i18n';
import { t as words } from '../../../shared/i18n';

type Mail = Pick<Lead, 'mail_state' | 'mail_attempts' | 'mail_error' | 'mail_sent_at' | 'mail_next_attempt_at'>;

/** A failed e-mail (given up, or waiting for its next try) may be sent again now. */
export const canRetry = (mail: Mail) =>
  mail.mail_state === 'dead' || (mail.mail_state === 'pending' && !!mail.mail_error);

type MailWord = 'sent' | 'failed' | 'off' | 'waiting' | 'none';
/** Where the e-mail is, in one word for the list: its key (the list's colour) and the word. */
export function mailWord(mail: Mail, setup?: MailSetup): { key: MailWord; word: string } {
  const key: MailWord =
    mail.mail_state === 'sent'
      ? 'sent'
      : canRetry(mail)
        ? 'failed'
        : mail.mail_state === 'pending'
          ? setup === 'off'
            ? 'off'
            : 'waiting'
          : 'none';
  return { key, word: words(`leads.mail.word.${key}`) };
}

/** E-mail is off on the site's server: said once above the inbox, in words, with how to set it up. */
export function MailOffNotice() {
  const setup = useMailSetup();
  if (setup?.mail !== 'off') return null;
  return (
    <div className="notice mail-off" role="status">
      <p>
        <Trans i18nKey="leads.mail.offNotice" components={{ strong: <strong /> }} />
      </p>
      <p>
        <Trans i18nKey="leads.mail.offHowTo" components={{ strong: <strong /> }} />
      </p>
    </div>
  );
}

export function MailState({ mail, locale }: { mail: Mail; locale?: string }) {
  const { t } = useTranslation();
  const { mail_state: state, mail_error: error } = mail;
  const setup = useMailSetup();
  const count = mail.mail_attempts ?? 0;
  if (state === 'sent')
    return <p className="mail-state sent">{t('leads.mail.sent', { when: formatWhen(mail.mail_sent_at!, locale) })}</p>;
  if (state === 'dead') {
    return (
      <p className="mail-state failed">
        {t('leads.mail.gaveUp', { count })} <code>{error}</code>
      </p>
    );
  }
  if (state === 'pending' && error) {
    return (
      <p className="mail-state failed">
        {t('leads.mail.failedTimes', { count })} <code>{error}</code>.{' '}
        {t('leads.mail.triesAgain', { when: formatWhen(mail.mail_next_attempt_at!, locale) })}
      </p>
    );
  }
  if (state === 'pending' && setup?.mail === 'off') {
    return <p className="mail-state failed">{t('leads.mail.off')}</p>;
  }
  if (state === 'pending') {
    return (
      <p className="mail-state">
        {t('leads.mail.waiting')}
        {setup?.mail === 'unknown' && ` ${t('leads.mail.unreachable', { url: setup.publicUrl })}`}
      </p>
    );
  }
  return <p className="mail-state">{t('leads.mail.none')}</p>;
}
