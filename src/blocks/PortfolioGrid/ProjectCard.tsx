// One portfolio project: photo, category, title, description and its service tags.
import styled from 'styled-components';
import type { Project } from '../../../shared/site/site-types';
import { MediaBody, MediaCard, Pill, PillList } from '../../ui/cards';
import { Picture } from '../../ui/Picture';

export function ProjectCard({ project, categoryLabel }: { project: Project; categoryLabel: string }) {
  return (
    <MediaCard>
      <Picture image={project.image} ratio="4 / 3" sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 50vw, 100vw" />
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
