// Section scaffolding shared by all blocks: a full-width band, a centred container and a section header.
import styled, { css } from 'styled-components';
import type { ReactNode } from 'react';

export type Tone = 'plain' | 'soft' | 'dark';

export const Band = styled.section<{ $tone?: Tone }>`
  padding: 4rem 0;
  ${({ theme }) => theme.mq.md} {
    padding: 5.5rem 0;
  }
  ${({ $tone, theme }) =>
    $tone === 'soft' &&
    css`
      background: ${theme.color.soft};
    `}
  ${({ $tone, theme }) =>
    $tone === 'dark' &&
    css`
      background: ${theme.color.accentDark};
      color: #fff;
    `}
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 1.25rem;
  ${({ theme }) => theme.mq.md} {
    padding: 0 2rem;
  }
`;

const HeaderWrap = styled.header<{ $center: boolean }>`
  max-width: 46rem;
  margin: 0 ${({ $center }) => ($center ? 'auto' : '0')} 2.5rem;
  text-align: ${({ $center }) => ($center ? 'center' : 'left')};
  h2 {
    margin: 0 0 0.75rem;
  }
  p {
    margin: 0;
    color: inherit;
    opacity: 0.9;
    font-size: 1.0625rem;
  }
`;

export const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: 0.8125rem !important;
  font-weight: 700;
  color: ${({ theme }) => theme.color.accent};
  margin: 0 0 0.5rem !important;
`;

export function SectionHeader({
  eyebrow,
  heading,
  intro,
  center = true,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  center?: boolean;
}) {
  return (
    <HeaderWrap $center={center}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2>{heading}</h2>
      {intro && <p>{intro}</p>}
    </HeaderWrap>
  );
}

export const Card = styled.article`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 1.75rem;
  h3 {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.color.ink};
  }
  p {
    margin: 0 0 1rem;
  }
`;

export function Checklist({ items }: { items: string[] }): ReactNode {
  return (
    <CheckUl>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </CheckUl>
  );
}

const CheckUl = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
  li {
    position: relative;
    padding-left: 1.75rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.3em;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='white'%3E%3Cpath d='M8.1 13.6 4.5 10l-1.2 1.2 4.8 4.8 9.6-9.6-1.2-1.2z'/%3E%3C/svg%3E")
      center/70% no-repeat;
  }
`;
