import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';
import type { PortfolioGrid, Project } from '../../../schema/generated/site';
import { projectsIn } from './filter';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const categories: Project['category'][] = ['design', 'maintenance', 'hardscaping', 'trees', 'seasonal'];
const projects: Project[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Project ${i + 1}`,
  category: categories[i % 5],
  description: `About project ${i + 1}.`,
  image: { src: `p${i + 1}.jpg`, alt: `Photo of project ${i + 1}` },
  services: ['Design', 'Planting'],
}));
const filters: PortfolioGrid['filters'] = [
  { label: 'All Projects', category: 'all' },
  { label: 'Landscape Design', category: 'design' },
  { label: 'Lawn Maintenance', category: 'maintenance' },
  { label: 'Hardscaping', category: 'hardscaping' },
  { label: 'Tree Services', category: 'trees' },
  { label: 'Seasonal Care', category: 'seasonal' },
];

describe('PortfolioGrid', () => {
  const html = renderBlock(
    { type: 'PortfolioGrid', heading: 'Our Work', filters },
    { projects },
    { images: projects.map((p) => p.image.src) },
  );

  it('server-renders all 12 projects as cards with photo, category label, h3, description and tags', () => {
    expect(html).toContain('Our Work</h2>');
    expect(count(html, /<h3[\s>]/g)).toBe(12);
    expect(count(html, /<img [^>]*data-src=/g)).toBe(12); // one deferred photo per card (plus its <noscript> copy)
    expect(html).toContain('aspect-ratio:4 / 3');
    expect(html).toContain('>About project 7.</p>');
    expect(count(html, />Landscape Design</g)).toBe(1 + 3); // the filter button + projects 1, 6, 11
    expect(count(html, />Planting</g)).toBe(12);
  });

  it('renders the six filters as buttons with "all" pressed by default, controlling the grid', () => {
    expect(count(html, /<button[^>]*type="button"/g)).toBe(6);
    expect(count(html, /aria-pressed="true"/g)).toBe(1);
    expect(html).toMatch(/aria-pressed="true"[^>]*>All Projects</);
    const controls = /aria-controls="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<ul[^>]*id="${controls.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  });

  it('announces the number of projects shown in a polite status region', () => {
    expect(html).toMatch(/role="status"[^>]*>Showing 12 projects</);
  });

  it('filters: all shows everything, a category only its projects', () => {
    expect(projectsIn(projects, 'all')).toHaveLength(12);
    expect(projectsIn(projects, 'trees').map((p) => p.id)).toEqual([4, 9]);
    expect(projectsIn(projects, 'design').every((p) => p.category === 'design')).toBe(true);
  });
});
