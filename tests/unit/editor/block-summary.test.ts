// A block's second line in the block list: its own heading or title whole, else a short start of its words.
import { describe, expect, it } from 'vitest';
import { blockSummary } from '../../../editor/app/src/block-summary';

describe("a block's second line", () => {
  it('is its heading, whole, however long', () => {
    const heading = 'Why Huron homeowners call us when the lake wind has flattened the hedges again';
    expect(blockSummary({ type: 'TextWithImage', eyebrow: 'Our story', heading })).toBe(heading);
    expect(blockSummary({ type: 'Faq', title: 'Questions' })).toBe('Questions');
  });

  it('is otherwise the start of its words, cut at a word', () => {
    const text = 'Mowing, tree work, design and year-round care from a local family crew that shows up.';
    expect(blockSummary({ type: 'CtaBand', text })).toBe('Mowing, tree work, design and year-round care from a local…');
    expect(blockSummary({ type: 'Stats', items: [{ value: '20+', label: 'Years in business' }] })).toBe(
      'Years in business',
    );
    expect(blockSummary({ type: 'Breadcrumb' })).toBe('');
  });

  it('reads placeholders as the page does: the value where the business says it, else a readable name', () => {
    const model = { business: { name: 'Riverbend', foundingYear: 2000, address: { city: 'Huron', region: 'OH' } } };
    expect(blockSummary({ type: 'TextWithImage', heading: 'Rooted in {city} since {yearFounded}' }, model)).toBe(
      'Rooted in Huron since 2000',
    );
    expect(blockSummary({ type: 'Hero', heading: 'Landscaping in {town}' }, model)).toBe('Landscaping in Town');
  });
});
