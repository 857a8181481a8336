// Asks once whether analytics may run (analytics.ts sends nothing until it is granted).
// It is decided after mount, from localStorage: the server HTML never contains it, so nothing can mismatch.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { readConsent, writeConsent } from '../../ui/analytics';
import { useChrome } from '../../ui/page-context';
import { CONSENT_REOPEN_EVENT, ChoiceButton } from '../../ui/ConsentSettings';
import { NavItemLink } from './NavItemLink';
import { MOBILE_BAR_SPACE } from './MobileBar';

export function ConsentNotice() {
  const { navigation, labels } = useChrome();
  const [open, setOpen] = useState(false);
  const sheetRef = useRef<HTMLElement>(null);
  /** Where focus was when the notice was re-opened on purpose; it goes back there after the choice. */
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (readConsent() === null) setOpen(true);
    const reopen = () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    window.addEventListener(CONSENT_REOPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_REOPEN_EVENT, reopen);
  }, []);

  // Re-opened from a button: move focus into it. Shown on arrival: leave focus alone (it is not a dialog).
  useEffect(() => {
    if (open && returnTo.current) sheetRef.current?.focus();
  }, [open]);

  if (!open) return null;

  const choose = (value: 'granted' | 'denied') => {
    writeConsent(value);
    setOpen(false);
    returnTo.current?.focus();
    returnTo.current = null;
  };
  const policy = navigation.legal.find((link) => link.href.includes('cookie'));

  return (
    <Sheet ref={sheetRef} tabIndex={-1} aria-labelledby="consent-title">
      <h2 id="consent-title">{labels.consentTitle}</h2>
      <p>
        {labels.consentText}
        {policy && (
          <>
            {' '}
            <NavItemLink href={policy.href}>{policy.label}</NavItemLink>
          </>
        )}
      </p>
      <Choices>
        <ChoiceButton type="button" $style="primary" onClick={() => choose('granted')}>
          {labels.consentAccept}
        </ChoiceButton>
        <ChoiceButton type="button" $style="secondary" onClick={() => choose('denied')}>
          {labels.consentDecline}
        </ChoiceButton>
      </Choices>
    </Sheet>
  );
}

const Sheet = styled.section`
  position: fixed;
  z-index: 45;
  left: 0.75rem;
  right: 0.75rem;
  bottom: calc(${MOBILE_BAR_SPACE} + 0.75rem);
  max-width: 26rem;
  padding: 1.25rem 1.25rem 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: 0.9375rem;
  ${({ theme }) => theme.mq.sm} {
    left: 1.5rem;
    right: auto;
  }
  ${({ theme }) => theme.mq.lg} {
    bottom: 1.5rem;
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 0.375rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 1rem;
  }
`;

const Choices = styled.div`
  display: flex;
  gap: 0.625rem;
  > button {
    flex: 1 1 0;
  }
`;
