// The live region under the form: success in green, errors in red. It is always in the page (a live
// region must exist before its text changes) and takes focus after each answer.
import { HONEYPOT_FIELD } from '../../contact/rules';
import { Icon } from '../../ui/Icon';
import type { Invalid, Status } from './use-contact-form';
import { StatusBox } from './styles';

function AlertIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

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
          {tone === 'success' ? <Icon name="check" size={20} /> : <AlertIcon />}
          <span>{shown}</span>
        </div>
      )}
    </StatusBox>
  );
}
