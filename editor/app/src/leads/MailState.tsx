// Where the lead's e-mail to the office is: sent, waiting, failed and retrying, or given up; and when
// the site's server has no e-mail set up, that it is off and how to set it up, rather than "Waiting".
import { formatWhen, type Lead } from './leads-api';
import type { MailSetup } from '../../../shared/api-types';
import { useMailSetup } from './use-mail-setup';

type Mail = Pick<Lead, 'mail_state' | 'mail_attempts' | 'mail_error' | 'mail_sent_at' | 'mail_next_attempt_at'>;

/** A failed e-mail (given up, or waiting for its next try) may be sent again now. */
export const canRetry = (mail: Mail) =>
  mail.mail_state === 'dead' || (mail.mail_state === 'pending' && !!mail.mail_error);

/** One word for the list. */
export function mailWord(mail: Mail, setup?: MailSetup): string {
  if (mail.mail_state === 'sent') return 'Sent';
  if (canRetry(mail)) return 'Failed';
  if (mail.mail_state === 'pending') return setup === 'off' ? 'Off' : 'Waiting';
  return 'None';
}

/** E-mail is off on the site's server: said once above the inbox, in words, with how to set it up. */
export function MailOffNotice() {
  const setup = useMailSetup();
  if (setup?.mail !== 'off') return null;
  return (
    <div className="notice mail-off" role="status">
      <p>
        <strong>E-mail is off:</strong> the site’s server does not e-mail new leads to the office. Every lead is still
        kept here, so check this inbox.
      </p>
      <p>
        To have each lead e-mailed, whoever runs the site’s server sets <strong>SMTP_URL</strong> (the mail account that
        sends) and <strong>LEADS_TO</strong> (the office’s e-mail address) and restarts it. The guide says how:
        docs/editing.md, “Leads”.
      </p>
    </div>
  );
}

const times = (n: number | null) => `${n ?? 0} time${n === 1 ? '' : 's'}`;

export function MailState({ mail, locale }: { mail: Mail; locale?: string }) {
  const { mail_state: state, mail_error: error } = mail;
  const setup = useMailSetup();
  if (state === 'sent') return <p className="mail-state sent">Sent {formatWhen(mail.mail_sent_at!, locale)}.</p>;
  if (state === 'dead') {
    return (
      <p className="mail-state failed">
        Not sent: the server gave up after trying {times(mail.mail_attempts)}. Last error: <code>{error}</code>
      </p>
    );
  }
  if (state === 'pending' && error) {
    return (
      <p className="mail-state failed">
        Failed {times(mail.mail_attempts)}: <code>{error}</code>. The server tries again{' '}
        {formatWhen(mail.mail_next_attempt_at!, locale)}.
      </p>
    );
  }
  if (state === 'pending' && setup?.mail === 'off') {
    return (
      <p className="mail-state failed">
        E-mail is off: the site’s server is not set up to send e-mail (SMTP_URL and LEADS_TO), so the office did not get
        this lead by e-mail. It is kept here.
      </p>
    );
  }
  if (state === 'pending') {
    return (
      <p className="mail-state">
        Waiting to be sent by the site’s server.
        {setup?.mail === 'unknown' &&
          ` The editor could not reach the site’s server (${setup.publicUrl}) to check that its e-mail is set up.`}
      </p>
    );
  }
  return <p className="mail-state">No e-mail was queued for this lead.</p>;
}
