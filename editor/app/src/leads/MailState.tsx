// Where the lead's e-mail to the office is: sent, waiting, failed and retrying, or given up.
import { formatWhen, type Lead } from './leads-api';

type Mail = Pick<Lead, 'mail_state' | 'mail_attempts' | 'mail_error' | 'mail_sent_at' | 'mail_next_attempt_at'>;

/** A failed e-mail (given up, or waiting for its next try) may be sent again now. */
export const canRetry = (mail: Mail) => mail.mail_state === 'dead' || (mail.mail_state === 'pending' && !!mail.mail_error);

/** One word for the list. */
export function mailWord(mail: Mail): string {
  if (mail.mail_state === 'sent') return 'Sent';
  if (canRetry(mail)) return 'Failed';
  return mail.mail_state === 'pending' ? 'Waiting' : 'None';
}

const times = (n: number | null) => `${n ?? 0} time${n === 1 ? '' : 's'}`;

export function MailState({ mail, locale }: { mail: Mail; locale?: string }) {
  const { mail_state: state, mail_error: error } = mail;
  if (state === 'sent') return <p className="mail-state sent">Sent {formatWhen(mail.mail_sent_at!, locale)}.</p>;
  if (state === 'dead') {
    return <p className="mail-state failed">Not sent: the server gave up after trying {times(mail.mail_attempts)}. Last error: <code>{error}</code></p>;
  }
  if (state === 'pending' && error) {
    return (
      <p className="mail-state failed">
        Failed {times(mail.mail_attempts)}: <code>{error}</code>. The server tries again {formatWhen(mail.mail_next_attempt_at!, locale)}.
      </p>
    );
  }
  if (state === 'pending') return <p className="mail-state">Waiting to be sent by the site’s server.</p>;
  return <p className="mail-state">No e-mail was queued for this lead.</p>;
}
