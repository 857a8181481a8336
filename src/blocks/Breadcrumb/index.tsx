// Trail from Home to this page, as a thin band right under the hero. The build makes the trail
// (it also feeds the BreadcrumbList structured data), so it is shown exactly as given.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Container } from '../../ui/layout';
import { SmartLink } from '../../ui/SmartLink';
import { useLabels } from '../../ui/labels';

export default function Breadcrumb({ data }: BlockProps<'Breadcrumb'>) {
  const { trail } = data;
  return (
    <Bar aria-label={useLabels().breadcrumb}>
      <Container>
        <Trail>
          {trail.map((entry, i) => (
            <li key={`${i}-${entry.label}`}>
              {i === trail.length - 1 ? (
                <span aria-current="page">{entry.label}</span>
              ) : entry.href ? (
                <SmartLink href={entry.href}>{entry.label}</SmartLink>
              ) : (
                <span>{entry.label}</span>
              )}
            </li>
          ))}
        </Trail>
      </Container>
    </Bar>
  );
}

const Bar = styled.nav`
  background: ${({ theme }) => theme.color.soft};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  padding: 0.75rem 0;
  font-size: 0.875rem;
`;

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    color: ${({ theme }) => theme.color.muted};
  }
  /* The separator is a drawn chevron, not a character, so screen readers do not read it. */
  li + li::before {
    content: '';
    width: 0.4rem;
    height: 0.4rem;
    margin: 0 0.7rem 0 0.55rem;
    border-top: 1.5px solid currentColor;
    border-right: 1.5px solid currentColor;
    transform: rotate(45deg);
    opacity: 0.6;
  }
  a {
    color: ${({ theme }) => theme.color.accentDark};
    font-weight: 500;
    text-decoration: none;
    border-radius: 0.25rem;
    padding: 0.35rem 0;
    &:hover {
      text-decoration: underline;
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.color.accent};
      outline-offset: 2px;
    }
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
  }
`;
