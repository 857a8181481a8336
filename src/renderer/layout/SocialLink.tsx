// Icon link to the business's social media page; the network name is read out, not shown.
import styled from 'styled-components';
import type { Business } from '../../../shared/site/site-types';
import { Icon } from '../../ui/Icon';
import { fill } from '../../../shared/site/fill';
import { useLabels } from '../../ui/labels';

/** A line "f" in the style of the Lucide icons (Lucide draws no brands); other networks get its outside-link icon. */
function SocialIcon({ network }: { network: string }) {
  if (network.toLowerCase() !== 'facebook') return <Icon name="external-link" size={20} />;
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5h2.8l.7-3.5h-3.5V7.5a1 1 0 0 1 1-1h2z" />
    </svg>
  );
}

export function SocialLink({ social, className }: { social: NonNullable<Business['social']>; className?: string }) {
  const labels = useLabels();
  return (
    <Anchor href={social.url} target="_blank" rel="noopener noreferrer" className={className}>
      <SocialIcon network={social.label} />
      <span className="visually-hidden">{fill(labels.socialLink, { network: social.label })}</span>
    </Anchor>
  );
}

const Anchor = styled.a`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.line};
  color: ${({ theme }) => theme.color.ink};
  transition:
    background-color 0.15s,
    color 0.15s,
    border-color 0.15s;
  &:hover {
    background: ${({ theme }) => theme.color.soft};
    color: ${({ theme }) => theme.color.accentDark};
  }
`;
