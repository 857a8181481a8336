// The portfolio filter rule: "all" shows every project, any other choice only that category's projects.
import type { Project } from '../../../shared/site/site-types';

export type FilterCategory = Project['category'] | 'all';

export function projectsIn(projects: Project[], category: FilterCategory): Project[] {
  return category === 'all' ? projects : projects.filter((p) => p.category === category);
}
