// The office on a map that loads only when the visitor asks (no third-party request before a click),
// optionally beside the served towns and their postal codes.
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Card } from '../../ui/layout';
import { Section } from '../../ui/Section';
import { Icon } from '../../ui/Icon';
import { useLabels } from '../../ui/labels';
import { ClickToLoadMap } from './ClickToLoadMap';

export default function Map({ block, data }: BlockProps<'Map'>) {
  const labels = useLabels();
  return (
    <Section heading={block.heading} intro={block.intro}>
      <Layout $withTowns={!!block.showTowns}>
        <ClickToLoadMap />
        {block.showTowns && (
          <Towns>
            <h3>{labels.serviceAreas}</h3>
            <ul>
              {data.towns.map((t) => (
                <li key={t.name}>
                  <Icon name="map-pin" size={18} />
                  <span>{t.name}</span>
                  <span className="zip">{t.postalCode}</span>
                </li>
              ))}
            </ul>
          </Towns>
        )}
      </Layout>
    </Section>
  );
}

const Layout = styled.div<{ $withTowns: boolean }>`
  display: grid;
  gap: 1.5rem;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: ${({ $withTowns }) => ($withTowns ? 'minmax(0, 1.7fr) minmax(0, 1fr)' : '1fr')};
  }
`;

const Towns = styled(Card)`
  h3 {
    font-size: 1.25rem;
    margin-bottom: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.7rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 500;
  }
  li:last-child {
    border-bottom: 0;
  }
  svg {
    color: ${({ theme }) => theme.color.accent};
    flex: none;
  }
  .zip {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.muted};
    font-weight: 400;
  }
`;
