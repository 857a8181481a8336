// Service cards: photo, optional badge over it, title, text, features, then Learn More and
// (when quoteButton is set) a Get Free Quote button to the form.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Card, Checklist } from '../../ui/layout';
import { Section } from '../../ui/Section';
import { CardRow } from '../../ui/CardRow';
import { cardLayouts, wideCard } from '../../ui/card-rows';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import { ButtonLink } from '../../ui/ButtonLink';
import { fill } from '../../../shared/site/fill';
import { useLabels } from '../../ui/labels';

/**
 * Rendered photo width: a third (or half, in rows of two) of the 72rem container on desktops, half the
 * screen on tablets, all of it for a last card that takes its row alone (CardRow).
 */
function photoSizes(count: number, index: number): string {
  if (count === 1) return '(min-width: 48rem) 44rem, 100vw';
  const desktop = cardLayouts(count).desktop.columns === 2 ? '36rem' : '24rem';
  const tablet = wideCard(index, count).tablet ? '100vw' : '50vw';
  return `(min-width: 64rem) ${desktop}, (min-width: 48rem) ${tablet}, 100vw`;
}

export default function ServiceCards({ block }: BlockProps<'ServiceCards'>) {
  const labels = useLabels();
  return (
    <Section heading={block.heading} intro={block.intro}>
      <CardRow $count={block.items.length}>
        {block.items.map((item, i) => (
          <li key={i}>
            <ServiceCard>
              {item.image && (
                <Media>
                  <Picture image={item.image} ratio="3 / 2" sizes={photoSizes(block.items.length, i)} />
                  {item.badge && <Badge $over>{item.badge}</Badge>}
                </Media>
              )}
              <Body>
                {item.badge && !item.image && <Badge>{item.badge}</Badge>}
                <h3>{item.title}</h3>
                <p>{item.description}</p>
                {item.features && item.features.length > 0 && <Checklist items={item.features} />}
                <Actions>
                  {block.quoteButton && (
                    <ButtonLink
                      button={{ label: labels.quoteButton, href: labels.quoteHref, style: 'primary' }}
                      location="service-card"
                    />
                  )}
                  <MoreLink href={item.href} location="service-card">
                    <span>
                      {labels.learnMore}
                      <span className="visually-hidden">{` ${fill(labels.learnMoreAbout, { title: item.title })}`}</span>
                    </span>
                    <span aria-hidden="true">→</span>
                  </MoreLink>
                </Actions>
              </Body>
            </ServiceCard>
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

const ServiceCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  display: flex;
  flex-direction: column;
`;

const Media = styled.div`
  position: relative;
`;

const Badge = styled.p<{ $over?: boolean }>`
  && {
    margin: 0 0 0.875rem;
  }
  display: inline-block;
  align-self: flex-start;
  padding: 0.35rem 0.85rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  ${({ $over, theme }) => $over && `position: absolute; top: 1rem; left: 1rem; box-shadow: ${theme.shadow.raised};`}
`;

const Body = styled.div`
  container: service-card / inline-size;
  flex: 1;
  display: flex;
  flex-direction: column;
  padding: 1.5rem 1.5rem 1.75rem;
  ${({ theme }) => theme.mq.md} {
    padding: 1.75rem 1.75rem 2rem;
  }
  h3 {
    font-size: 1.5rem;
    line-height: 1.2;
  }
  p {
    line-height: 1.65;
  }
`;

// Pinned to the bottom so the actions of cards in one row line up. In a narrow card (phones,
// three across) the quote button takes the full width with the link under it; wider, they share a row.
const Actions = styled.div`
  margin-top: auto;
  padding-top: 1.5rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  > :first-child:not(:last-child) {
    align-self: stretch;
  }
  > :nth-child(2) {
    align-self: center;
  }
  @container service-card (min-width: 24rem) {
    flex-direction: row;
    align-items: center;
    gap: 1.5rem;
    > :first-child:not(:last-child),
    > :nth-child(2) {
      align-self: auto;
    }
  }
`;

// The underline sits on the words only, so the arrow can slide on hover without it.
const MoreLink = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  font-weight: 650;
  color: ${({ theme }) => theme.color.accentDark};
  text-decoration: none;
  > span:first-child {
    text-decoration: underline 2px transparent;
    text-underline-offset: 0.3em;
    transition: text-decoration-color 0.15s;
  }
  > span[aria-hidden] {
    transition: transform 0.15s;
  }
  &:hover > span:first-child {
    text-decoration-color: currentColor;
  }
  &:hover > span[aria-hidden] {
    transform: translateX(3px);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 3px;
    border-radius: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    > span[aria-hidden] {
      transition: none;
    }
  }
`;
