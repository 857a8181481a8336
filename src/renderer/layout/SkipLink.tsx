// First focusable element of every page: lets keyboard users jump past the header to the content.
import styled from 'styled-components';
import { useLabels } from '../../ui/labels';

export function SkipLink() {
  return <Skip href="#main">{useLabels().skipToContent}</Skip>;
}

const Skip = styled.a`
  position: fixed;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 100;
  padding: 0.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.ink};
  color: #fff;
  font-weight: 650;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translateY(-200%);
  &:focus {
    transform: none;
    color: #fff;
  }
`;
