// A row of toggle buttons of which one is active (aria-pressed), used by the blog categories and portfolio filters.
import styled from 'styled-components';

export interface ToggleOption {
  key: string;
  label: string;
}

export function ToggleButtons({
  label,
  options,
  active,
  onSelect,
  controls,
}: {
  label: string;
  options: ToggleOption[];
  active: string;
  onSelect?: (key: string) => void;
  controls?: string;
}) {
  return (
    <Row role="group" aria-label={label}>
      {options.map((o) => (
        <Toggle
          key={o.key}
          type="button"
          aria-pressed={o.key === active}
          aria-controls={controls}
          onClick={onSelect && (() => onSelect(o.key))}
        >
          {o.label}
        </Toggle>
      ))}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
`;

const Toggle = styled.button`
  min-height: 2.75rem;
  padding: 0.5rem 1.125rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    color 0.15s;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentDark};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: #fff;
  }
`;
