// Look of the quote form: a card with a 12-column grid on wide screens, the send button with its
// spinner, the reassurance badges and the green / red status message. Controls: control-styles.ts.
import styled, { css, keyframes } from 'styled-components';
import { buttonStyles } from '../../ui/ButtonLink';
import { withAlpha } from '../../ui/color';

export const FormCard = styled.form`
  position: relative;
  max-width: 52rem;
  margin: 0 auto;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.mq.md} {
    padding: 2.5rem;
  }
`;

export const RequiredNote = styled.p`
  margin: 0 0 1.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 1.1rem 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
  }
`;

/** Off-screen rather than display:none, since some bots skip fields that are not rendered. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Footer = styled.div`
  display: grid;
  gap: 1rem;
  margin-top: 1.75rem;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: auto 1fr;
    align-items: center;
    column-gap: 1.5rem;
  }
`;

export const SubmitButton = styled.button<{ $style: 'primary' }>`
  ${buttonStyles}
  min-width: 14rem;
  font-family: inherit;
  &:disabled {
    opacity: 0.75;
    cursor: progress;
    transform: none;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
export const Spinner = styled.span`
  width: 1.1rem;
  height: 1.1rem;
  border-radius: 50%;
  border: 2.5px solid rgba(255, 255, 255, 0.45);
  border-top-color: #fff;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const Assurance = styled.div`
  display: grid;
  gap: 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0;
  }
`;

export const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.3rem 0.7rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.soft};
    color: ${({ theme }) => theme.color.accentDark};
    font-weight: 600;
    font-size: 0.8125rem;
  }
`;

export const StatusBox = styled.div<{ $tone: 'success' | 'error' | 'none' }>`
  margin-top: 1.25rem;
  &:focus {
    outline: none;
  }
  &:focus-visible > div {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  > div {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    padding: 0.9rem 1.1rem;
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: 600;
    ${({ $tone, theme }) =>
      $tone !== 'none' &&
      css`
        color: ${theme.color[$tone]};
        background: ${withAlpha(theme.color[$tone], 0.08)};
        border: 1px solid ${withAlpha(theme.color[$tone], 0.35)};
      `}
  }
  svg {
    flex: none;
    margin-top: 0.1rem;
  }
`;
