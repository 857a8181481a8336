// "Change cookie choice": a button any page may show (the cookie policy does) that asks the
// layout's consent notice to open again, through a window event so that ui needs nothing of the layout.
import styled from 'styled-components';
import { buttonStyles } from './ButtonLink';
import { useChrome } from './page-context';

/** Window event that shows the consent notice again. */
export const CONSENT_REOPEN_EVENT = 'consentreopen';

export function ConsentSettings() {
  const { needsConsent, labels } = useChrome();
  if (!needsConsent) return null; // no notice to show again
  return (
    <ChoiceButton
      type="button"
      $style="secondary"
      onClick={() => window.dispatchEvent(new Event(CONSENT_REOPEN_EVENT))}
    >
      {labels.consentChange}
    </ChoiceButton>
  );
}

export const ChoiceButton = styled.button<{ $style: 'primary' | 'secondary' }>`
  ${buttonStyles}
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
`;
