// Site footer: who we are, quick links, how to reach us and when, the towns we serve, and the legal line.
import styled, { css } from 'styled-components';
import { useChrome } from '../../ui/page-context';
import { ButtonLink } from '../../ui/ButtonLink';
import { useHoursFormat } from '../../ui/use-hours-format';
import { Icon } from '../../ui/Icon';
import { Container } from '../../ui/layout';
import { Fragment } from 'react';
import { addressLines } from '../../../shared/site/business';
import { fill } from '../../../shared/site/fill';
import { businessValues, thisYearIn } from '../../../shared/site/placeholder-table';
import type { PageLabels } from '../../../shared/site/contact-form';
import { SmartLink } from '../../ui/SmartLink';
import { CurrentYear } from './CurrentYear';
import { FooterHours } from './FooterHours';
import { LogoImage } from './Logo';
import { NavItemLink } from './NavItemLink';
import { SocialLink } from './SocialLink';

export function Footer() {
  const { business, addressLayout, logo, navigation, towns, allTowns, locale, labels, tel } = useChrome();
  const { address } = business;
  const since = business.foundingYear === undefined ? 'footerTaglineNoYear' : 'footerTagline';
  // The copyright line's year is this year, drawn apart so the browser keeps it current (CurrentYear).
  const thisYear = thisYearIn('copyright');
  const [beforeYear, afterYear] = thisYear ? labels.copyright.split(`{${thisYear}}`) : [labels.copyright];
  const copyrightFacts = businessValues('copyright', business);
  return (
    <Foot>
      <Container>
        <Columns>
          <Brand>
            <BrandName>
              {logo && <LogoImage image={logo.onDark} height={44} />}
              {business.name}
            </BrandName>
            <p>{fill(labels[since], businessValues(since, business))}</p>
            <address>
              {addressLines(address, addressLayout).map((pieces, i) => (
                <Fragment key={i}>
                  {i > 0 && <br />}
                  {pieces}
                </Fragment>
              ))}
            </address>
            {business.social && <FooterSocial social={business.social} />}
          </Brand>

          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">{labels.quickLinks}</h2>
            <Links>
              {navigation.footer.map((link) => (
                <li key={link.href}>
                  <NavItemLink href={link.href}>{link.label}</NavItemLink>
                </li>
              ))}
            </Links>
          </nav>

          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{labels.contactHeading}</h2>
            <Reach>
              <Phone href={tel} location="footer">
                <Icon name="phone" size={20} />
                {business.phone}
              </Phone>
              <ButtonLink
                button={{ label: labels.emailButton, href: `mailto:${business.email}`, style: 'light' }}
                location="footer"
              />
            </Reach>
            <h3>
              <Icon name="clock" size={18} />
              {labels.businessHours}
            </h3>
            <FooterHours hours={business.hours} format={useHoursFormat()} />
          </section>

          <nav aria-labelledby="footer-areas">
            <h2 id="footer-areas">{labels.serviceAreas}</h2>
            <Towns>
              {towns.map((town) => (
                <li key={town.slug}>
                  {town.href ? (
                    <NavItemLink href={town.href}>
                      <Icon name="map-pin" size={16} />
                      {town.name}
                    </NavItemLink>
                  ) : (
                    <span>
                      <Icon name="map-pin" size={16} />
                      {town.name}
                    </span>
                  )}
                </li>
              ))}
              {allTowns && <AllTowns count={allTowns.count} href={allTowns.href} locale={locale} labels={labels} />}
            </Towns>
          </nav>
        </Columns>

        <Bottom>
          <p>
            {fill(beforeYear, copyrightFacts)}
            {afterYear !== undefined && (
              <>
                <CurrentYear />
                {fill(afterYear, copyrightFacts)}
              </>
            )}
          </p>
          {navigation.legal.length > 0 && (
            <nav aria-label={labels.legalMenu}>
              <Legal>
                {navigation.legal.map((link) => (
                  <li key={link.href}>
                    <NavItemLink href={link.href}>{link.label}</NavItemLink>
                  </li>
                ))}
              </Legal>
            </nav>
          )}
        </Bottom>
      </Container>
    </Foot>
  );
}

/** The last entry when the site serves more towns than the footer shows: how many, linked to the page listing them all. */
function AllTowns({
  count,
  href,
  locale,
  labels,
}: {
  count: number;
  href?: string;
  locale: string;
  labels: PageLabels;
}) {
  const label = fill(labels.allServiceAreas, { count: new Intl.NumberFormat(locale).format(count) });
  return <AllTownsItem>{href ? <NavItemLink href={href}>{label}</NavItemLink> : <span>{label}</span>}</AllTownsItem>;
}

const Foot = styled.footer`
  background: ${({ theme }) => theme.color.accentDark};
  color: rgba(255, 255, 255, 0.86);
  padding: 3.5rem 0 1.5rem;
  font-size: 0.9688rem;
  ${({ theme }) => theme.mq.md} {
    padding-top: 4.5rem;
  }
  h2 {
    margin: 0 0 1rem;
    color: #fff;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  h3 {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    margin: 1.5rem 0 0.5rem;
    color: #fff;
    font-family: inherit;
    font-size: 1rem;
    font-weight: 650;
  }
  /* The accent ring would vanish on the dark green. */
  :focus-visible {
    outline-color: #fff;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1.4fr 0.9fr 1.3fr 1fr;
    gap: 3rem;
  }
`;

const Brand = styled.div`
  p {
    margin: 0 0 1rem;
    max-width: 22rem;
  }
  address {
    font-style: normal;
    margin-bottom: 1.25rem;
  }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  color: #fff;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.25rem;
  font-weight: 650;
  line-height: 1.2;
  picture {
    display: flex;
    flex: none;
  }
`;

const FooterSocial = styled(SocialLink)`
  && {
    color: #fff;
    border-color: rgba(255, 255, 255, 0.35);
  }
  &&:hover {
    background: rgba(255, 255, 255, 0.12);
    color: #fff;
  }
`;

/** Text links on the dark background (the accent-coloured default would not be readable). */
const linkList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: rgba(255, 255, 255, 0.86);
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
  a[aria-current='page'] {
    color: #fff;
    font-weight: 600;
  }
`;

const Links = styled.ul`
  ${linkList}
  display: grid;
  gap: 0.625rem;
`;

const Towns = styled(Links)`
  grid-template-columns: 1fr 1fr;
  a,
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  svg {
    opacity: 0.7;
  }
`;

const Reach = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  > a:last-child {
    min-height: 2.75rem;
    padding: 0.5rem 1.25rem;
  }
`;

const Phone = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: #fff;
  font-size: 1.25rem;
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 2rem;
  margin-top: 3rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  font-size: 0.875rem;
  p {
    margin: 0;
  }
`;

const Legal = styled.ul`
  ${linkList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
`;

const AllTownsItem = styled.li`
  grid-column: 1 / -1;
  font-weight: 600;
`;
