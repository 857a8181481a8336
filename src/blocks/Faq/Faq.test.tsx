import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../tests/helpers/render-block';

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

describe('Faq', () => {
  it('renders each question as a native, closed details/summary disclosure with its answer', () => {
    const html = renderBlock(
      {
        type: 'Faq',
        heading: 'Common Questions',
        items: [
          { question: 'How long does design take?', answer: 'Usually 2 to 4 weeks.' },
          { question: 'Does it add value?', answer: 'Often 10 to 15%.' },
          { question: 'Do you serve Castalia?', answer: 'Yes.' },
        ],
      },
      undefined,
    );
    expect(html).toContain('Common Questions</h2>');
    expect(count(html, /<details[\s>]/g)).toBe(3);
    expect(count(html, /<summary[\s>]/g)).toBe(3);
    expect(html).not.toMatch(/<details[^>]*\sopen/);
    expect(html).toMatch(/<summary[^>]*><span>How long does design take\?<\/span>/);
    expect(html).toContain('Often 10 to 15%.');
    expect(html).not.toMatch(/<script|onclick=/i);
  });
});
