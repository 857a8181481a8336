// Call and quote buttons pinned to the bottom of small screens, where the header has no room for them.
import styled from 'styled-components';
import { useChrome } from '../../ui/page-context';
import { withAlpha } from '../../ui/color';
import { ButtonLink } from '../../ui/ButtonLink';

/** Room the bar takes at the bottom of small screens; the page body is padded by this much (see GlobalStyle). */
export const MOBILE_BAR_SPACE = 'calc(4.5rem + env(safe-area-inset-bottom, 0px))';

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 40;
  display: flex;
  gap: 0.625rem;
  padding: 0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom, 0px));
  background: rgba(255, 255, 255, 0.96);
  border-top: 1px solid ${({ theme }) => theme.color.line};
  box-shadow: 0 -6px 20px ${({ theme }) => withAlpha(theme.color.ink, 0.08)};
  > a {
    flex: 1 1 0;
    min-width: 0;
    padding-inline: 0.75rem;
  }
  > a:hover {
    transform: none;
  }
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;

export function MobileBar() {
  const { tel, labels } = useChrome();
  return (
    <Bar aria-label={labels.quickContact}>
      <ButtonLink button={{ label: labels.callButton, href: tel, style: 'call' }} location="mobile_bar" />
      <ButtonLink button={{ label: labels.mobileQuoteButton, href: labels.quoteHref }} location="mobile_bar" />
    </Bar>
  );
}
