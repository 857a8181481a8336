// Portfolio projects with single-choice category filters. The server renders every project (filter "all"),
// so the page is complete without JavaScript; filtering happens in the browser.
import { useState } from 'react';
import styled from 'styled-components';
import type { BlockProps } from '../../page-data';
import { Section } from '../../ui/Section';
import { CardRow } from '../../ui/CardRow';
import { cardLayouts, wideCard } from '../../ui/card-rows';
import { ToggleButtons } from '../../ui/ToggleButtons';
import { ProjectCard } from './ProjectCard';
import { fill } from '../../../shared/site/fill';
import { useLabels } from '../../ui/labels';
import { projectsIn, type FilterCategory } from './filter';

export default function PortfolioGrid({ block, data }: BlockProps<'PortfolioGrid'>) {
  const labels = useLabels();
  const [active, setActive] = useState<FilterCategory>('all');
  // Not useId: the server and browser routers wrap the page differently, so generated ids would not match.
  const gridId = `projects-${block.id ?? 'grid'}`;
  const shown = projectsIn(data.projects, active);
  const labelOf = (category: string) => block.filters.find((f) => f.category === category)?.label ?? category;
  return (
    <Section heading={block.heading} intro={block.intro}>
      <ToggleButtons
        label={labels.projectFilter}
        controls={gridId}
        active={active}
        options={block.filters.map((f) => ({ key: f.category, label: f.label }))}
        onSelect={(key) => setActive(key as FilterCategory)}
      />
      <Count role="status">
        {fill(shown.length === 1 ? labels.projectCountOne : labels.projectCount, { count: shown.length })}
      </Count>
      <CardRow id={gridId} $count={shown.length}>
        {shown.map((project, i) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              categoryLabel={labelOf(project.category)}
              sizes={photoSizes(shown.length, i)}
            />
          </li>
        ))}
      </CardRow>
    </Section>
  );
}

/**
 * Rendered photo width: a third of the 72rem container on desktops (a half in rows of two), half the
 * screen on tablets; all of it for a last card that takes its row alone (CardRow).
 */
function photoSizes(count: number, index: number): string {
  const desktop = cardLayouts(count).desktop.columns === 2 ? '34rem' : '22rem';
  return `(min-width: 72rem) ${desktop}, (min-width: 40rem) ${wideCard(index, count).tablet ? '100vw' : '50vw'}, 100vw`;
}

const Count = styled.p`
  margin: 1.25rem 0 1.5rem;
  text-align: center;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.muted};
`;
