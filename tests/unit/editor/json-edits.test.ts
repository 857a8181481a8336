// Writing a changed model back into site.json's text touches only the changed values' lines.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { diffLines } from 'diff';
import { writeModelIntoText } from '../../../editor/server/json-edits';

const text = readFileSync('site.json', 'utf8');
const model = JSON.parse(text);

/** The lines `git diff` would show as removed and added. */
function changed(after: unknown): { removed: string[]; added: string[] } {
  const out = writeModelIntoText(text, model, after);
  expect(JSON.parse(out)).toEqual(after);
  const lines = (kind: 'added' | 'removed') =>
    diffLines(text, out)
      .filter((part) => part[kind])
      .flatMap((part) => part.value.replace(/\n$/, '').split('\n'));
  return { removed: lines('removed'), added: lines('added') };
}

describe('writeModelIntoText', () => {
  it('changes one line for one changed text', () => {
    const next = structuredClone(model);
    next.pages[0].blocks[0].heading = 'Yards that handle the lake wind';
    const { removed, added } = changed(next);
    expect(removed).toEqual([
      expect.stringContaining('"heading": "Landscaping and tree care for Huron and the Lake Erie shore"'),
    ]);
    expect(added).toEqual(['          "heading": "Yards that handle the lake wind",']);
  });

  it("adds a block as new lines only, in the file's indentation", () => {
    const next = structuredClone(model);
    next.pages[0].blocks.splice(1, 0, { type: 'RichText', paragraphs: ['New text.'] });
    const { removed, added } = changed(next);
    expect(removed).toEqual([]);
    expect(added).toHaveLength(6); // {, type, paragraphs [, the text, ], }, in the file's two-space indentation
    expect(added).toContain('          "type": "RichText",');
    expect(added).toContain('            "New text."');
  });

  it("removes a block's lines and nothing else", () => {
    const next = structuredClone(model);
    const [gone] = next.pages[0].blocks.splice(1, 1);
    const { removed, added } = changed(next);
    expect(added).toEqual([]);
    expect(removed.length).toBe(JSON.stringify(gone, null, 2).split('\n').length);
  });

  it('moves a block by taking it out and putting it back', () => {
    const next = structuredClone(model);
    const blocks = next.pages[0].blocks;
    [blocks[1], blocks[2]] = [blocks[2], blocks[1]];
    const { removed, added } = changed(next);
    // Only the moved block's lines leave and come back: the same lines, elsewhere.
    expect([...added].sort()).toEqual([...removed].sort());
    expect(added.length).toBeLessThanOrEqual(JSON.stringify(blocks[2], null, 2).split('\n').length);
  });

  it('removes a property and adds one', () => {
    const next = structuredClone(model);
    delete next.site.nearDuplicateLimit;
    next.site.analytics = { ga4: 'G-ABC123' };
    expect(JSON.parse(writeModelIntoText(text, model, next))).toEqual(next);
  });
});
