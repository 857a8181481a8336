// The live region under the form: success in green, errors in red. It is always in the page (a live
// region must exist before its text changes) and takes focus after each answer.
import { HONEYPOT_FIELD } from '../../../shared/contact/rules';
import { Icon } from '../../ui/Icon';
import type { Invalid, Status } from './use-contact-form';
import { StatusBox } from './styles';

export function StatusMessage({
  id,
  status,
  invalid,
  message,
  attempt,
}: {
  id: string;
  status: Status;
  invalid: Invalid;
  message: string;
  attempt: number;
}) {
  // A field's own message is shown under that field; everything else is shown here.
  const shown =
    (status === 'success' || status === 'error') && !(invalid.own && invalid.fields[0] !== HONEYPOT_FIELD)
      ? message
      : '';
  const tone = shown ? (status === 'success' ? 'success' : 'error') : 'none';
  return (
    <StatusBox
      id={id}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      tabIndex={-1}
      $tone={tone}
      data-status={status}
    >
      {shown && (
        <div key={attempt}>
          <Icon name={tone === 'success' ? 'check' : 'circle-alert'} size={20} />
          <span>{shown}</span>
        </div>
      )}
    </StatusBox>
  );
}
