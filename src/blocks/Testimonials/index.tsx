// Customer reviews as quote cards: stars (announced as "Rated N out of 5"), the quote, name and place.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { CardRow } from '../../ui/CardRow';
import { withAlpha } from '../../ui/color';
import { Stars } from './Stars';
import { initials } from '../../../shared/site/initials';

export default function Testimonials({ block, data }: BlockProps<'Testimonials'>) {
  return (
    <Section tone="soft" heading={block.heading} intro={block.intro}>
      <CardRow $count={data.items.length}>
        {data.items.map((t) => (
          <li key={t.id}>
            <Quote>
              <Stars rating={t.rating} />
              <blockquote>
                <p>{t.text}</p>
              </blockquote>
              <figcaption>
                <Avatar aria-hidden="true">{initials(t.name)}</Avatar>
                <span>
                  <Name>{t.name}</Name>
                  {t.location}
                </span>
              </figcaption>
            </Quote>
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

const Quote = styled.figure`
  position: relative;
  margin: 0;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 1.75rem;
  ${({ theme }) => theme.mq.md} {
    padding: 2rem;
  }
  /* A large opening quote mark as a quiet decoration in the corner. */
  &::before {
    content: '\\201C';
    position: absolute;
    top: 0.75rem;
    right: 1.5rem;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 5rem;
    line-height: 1;
    color: ${({ theme }) => withAlpha(theme.color.accent, 0.14)};
  }
  blockquote {
    margin: 1.25rem 0 1.5rem;
    flex: 1;
  }
  blockquote p {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.7;
    color: ${({ theme }) => theme.color.text};
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.875rem;
    padding-top: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.color.line};
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Name = styled.strong`
  display: block;
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink};
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accentDark};
  color: #fff;
  font-weight: 700;
  font-size: 0.9375rem;
  letter-spacing: 0.03em;
`;
