// The brand mark (a tree over a river bend, drawn inline so it needs no request) and the business name.
import styled, { useTheme } from 'styled-components';
import { Link } from 'react-router-dom';

/** `onDark`: drawn in white for the dark footer, where the green mark would not stand out. */
export function LogoMark({ size = 40, onDark = false }: { size?: number; onDark?: boolean }) {
  const { color } = useTheme();
  const [tree, trunk] = onDark ? ['#fff', 'rgba(255,255,255,.75)'] : [color.accent, color.accentDark];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path d="M20 3 31 17h-5l7 9.5H7L14 17H9z" fill={tree} />
      <rect x="18.4" y="26" width="3.2" height="6" rx="1" fill={trunk} />
      <path d="M3 33.5c5.5-3 11 2.5 17 0s11.5-3 17 0" fill="none" stroke={tree} strokeWidth="2.6" strokeLinecap="round" opacity="0.6" />
      <path d="M9 38c3.8-1.8 7.4 1.6 11 0s7.2-1.8 11 0" fill="none" stroke={tree} strokeWidth="2" strokeLinecap="round" opacity="0.35" />
    </svg>
  );
}

/** The name is set as a lockup: the first word large, the rest as a smaller second line. */
export function Logo({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Home to="/">
      <LogoMark />
      <Name>
        <strong>{first}</strong>{rest.length > 0 && <> <small>{rest.join(' ')}</small></>}
      </Name>
    </Home>
  );
}

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  gap: 0.625rem;
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.color.ink}; }
  svg { flex: none; }
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  font-family: ${({ theme }) => theme.font.heading};
  line-height: 1.1;
  strong { font-size: 1.3rem; font-weight: 650; letter-spacing: -0.01em; }
  small { font-family: ${({ theme }) => theme.font.body}; font-size: 0.78rem; font-weight: 500; color: ${({ theme }) => theme.color.muted}; letter-spacing: 0.01em; white-space: nowrap; }
`;
