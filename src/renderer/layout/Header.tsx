// Sticky site header: skip link, logo, navigation, social link, and on large screens phone and quote buttons.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useChrome } from '../../ui/page-context';
import { withAlpha } from '../../ui/color';
import { ButtonLink } from '../../ui/ButtonLink';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import { HeaderLanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { SkipLink } from './SkipLink';
import { SocialLink } from './SocialLink';
import { wide } from './nav-styles';

export function Header() {
  const { business, logo, tel, labels } = useChrome();
  const scrolled = useScrolled();
  return (
    <>
      <SkipLink />
      <Bar $scrolled={scrolled}>
        <Inner>
          <Logo name={business.name} image={logo?.src} />
          <MainNav />
          <Actions>
            <HeaderLanguageSwitch />
            {business.social && <Social social={business.social} />}
            <Phone href={tel} location="header">
              <Icon name="phone" size={18} />
              {business.phone}
            </Phone>
            <Quote>
              <ButtonLink button={{ label: labels.quoteButton, href: labels.quoteHref }} location="header" />
            </Quote>
            <MobileMenu />
          </Actions>
        </Inner>
      </Bar>
    </>
  );
}

/** True once the page is scrolled, to lift the header off the content with a shadow. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 4);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

const Bar = styled.header<{ $scrolled: boolean }>`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${({ theme }) => theme.headerHeight};
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  box-shadow: ${({ $scrolled, theme }) => ($scrolled ? `0 6px 20px ${withAlpha(theme.color.ink, 0.08)}` : 'none')};
  transition: box-shadow 0.2s;
`;

/** Wider than the content container: the header holds more side by side than any section. */
const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  height: 100%;
  max-width: 84rem;
  margin: 0 auto;
  padding: 0 1.25rem;
  ${({ theme }) => theme.mq.md} {
    padding: 0 2rem;
  }
  ${({ theme }) => theme.mq.lg} {
    padding: 0 1.5rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 0.5rem;
  ${wide} {
    gap: 0.875rem;
  }
`;

const Social = styled(SocialLink)`
  && {
    display: none;
  }
  ${({ theme }) => theme.mq.lg} {
    && {
      display: inline-grid;
    }
  }
`;

const Phone = styled(SmartLink)`
  display: none;
  ${({ theme }) => theme.mq.lg} {
    display: inline-flex;
  }
  align-items: center;
  gap: 0.4rem;
  color: ${({ theme }) => theme.color.ink};
  font-weight: 650;
  white-space: nowrap;
  text-decoration: none;
  svg {
    display: none;
    color: ${({ theme }) => theme.color.accent};
  }
  ${wide} {
    svg {
      display: block;
    }
  }
  &:hover {
    color: ${({ theme }) => theme.color.accentDark};
    text-decoration: underline;
  }
`;

const Quote = styled.div`
  display: none;
  ${({ theme }) => theme.mq.lg} {
    display: block;
  }
  a {
    min-height: 2.5rem;
    padding: 0.5rem 0.875rem;
    font-size: 0.9375rem;
    white-space: nowrap;
  }
  ${wide} {
    a {
      padding: 0.5rem 1.25rem;
    }
  }
`;
