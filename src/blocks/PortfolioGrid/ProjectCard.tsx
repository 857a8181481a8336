// One portfolio project: photo, category, title, description and its service tags.
import styled from 'styled-components';
import type { Project } from '../../../shared/site/site-types';
import { MediaBody, MediaCard, Pill, PillList } from '../../ui/cards';
import { Picture } from '../../ui/Picture';

/** `sizes`: the photo's rendered width, which depends on the card's place in its row (PortfolioGrid). */
export function ProjectCard({
  project,
  categoryLabel,
  sizes,
}: {
  project: Project;
  categoryLabel: string;
  sizes: string;
}) {
  return (
    <MediaCard>
      <Picture image={project.image} ratio="4 / 3" sizes={sizes} />
      <MediaBody>
        <Category>{categoryLabel}</Category>
        <h3>{project.title}</h3>
        <p>{project.description}</p>
        <Tags>
          {project.services.map((s) => (
            <li key={s}>
              <Pill>{s}</Pill>
            </li>
          ))}
        </Tags>
      </MediaBody>
    </MediaCard>
  );
}

const Category = styled.p`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.accent};
`;

const Tags = styled(PillList)`
  margin-top: auto;
  padding-top: 0.5rem;
`;
