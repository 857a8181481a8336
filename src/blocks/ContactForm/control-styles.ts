// Look of the quote form's controls: rounded inputs with clear focus rings and red marks on
// invalid fields; labels with the required star; the message under a field.
import styled, { css } from 'styled-components';
import { withAlpha } from '../../ui/color';

export const FieldBox = styled.div<{ $span: number }>`
  display: grid;
  gap: 0.375rem;
  align-content: start;
  ${({ theme }) => theme.mq.md} {
    grid-column: span ${({ $span }) => $span};
  }
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.ink};
  .optional {
    font-weight: 400;
    color: ${({ theme }) => theme.color.muted};
  }
`;

export const Star = styled.span`
  color: ${({ theme }) => theme.color.error};
  margin-left: 0.2rem;
`;

const control = css`
  width: 100%;
  min-height: 3rem;
  padding: 0.75rem 0.95rem;
  font: inherit;
  font-size: 1rem; /* 16px or more: phones do not zoom in on focus */
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.surface};
  border: 1.5px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
    opacity: 0.8;
  }
  &:hover {
    border-color: ${({ theme }) => withAlpha(theme.color.accent, 0.55)};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible,
  &:focus {
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: 0 0 0 4px ${({ theme }) => withAlpha(theme.color.accent, 0.22)};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
    &:focus {
      box-shadow: 0 0 0 4px ${({ theme }) => withAlpha(theme.color.error, 0.2)};
    }
  }
  &:disabled {
    background: ${({ theme }) => theme.color.soft};
  }
  @media (forced-colors: active) {
    &:focus {
      outline: 2px solid CanvasText;
    }
  }
`;

export const Input = styled.input`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control} min-height: 8.5rem;
  resize: vertical;
  line-height: 1.5;
`;
export const Select = styled.select`
  ${control}
  appearance: none;
  padding-right: 2.5rem;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%2355615b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M4 6l4 4 4-4'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 0.9rem center;
`;

export const FieldError = styled.p`
  display: flex;
  gap: 0.35rem;
  align-items: flex-start;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.error};
  svg {
    flex: none;
    margin-top: 0.1rem;
  }
`;
