import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('ProcessSteps', () => {
  it('renders the steps as an ordered list numbered from their order', () => {
    const steps = ['Consultation', 'Assessment', 'Service Delivery', 'Follow-up'].map((title) => ({
      title,
      description: `${title} details.`,
    }));
    const html = renderBlock({ type: 'ProcessSteps', heading: 'Our Process', intro: 'Four steps.', steps }, undefined);
    expect(html).toContain('Our Process</h2>');
    expect(count(html, /<ol[\s>]/g)).toBe(1);
    expect(count(html, /<li[\s>]/g)).toBe(4);
    expect(count(html, /<h3[\s>]/g)).toBe(4);
    for (const n of [1, 2, 3, 4]) expect(html).toMatch(new RegExp(`Step </span>${n}<`));
    expect(html.indexOf('Consultation</h3>')).toBeLessThan(html.indexOf('Follow-up</h3>'));
    expect(html).toContain('Service Delivery details.');
  });
});
