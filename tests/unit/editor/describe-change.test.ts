// The words the history gives a save: a summary line and each field by its titles, towns and blocks
// by their names, bounded for a huge change.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changeLine, describeChange, MAX_CHANGES } from '../../../editor/server/describe-change';

const original = readFileSync('site.json', 'utf8');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const edited = (change: (site: any) => void) => {
  const site = JSON.parse(original);
  change(site);
  return JSON.stringify(site, null, 2);
};

describe('describeChange', () => {
  it('tells a phone number change by its field title, with both values', () => {
    const { summary, changes, more } = describeChange(
      original,
      edited((s) => {
        s.business.phone = '(419) 555-0199';
      }),
    );
    expect(summary).toBe('Changed phone number');
    expect(changes.map(changeLine)).toEqual(['Business › Phone number: (419) 555-0142 → (419) 555-0199']);
    expect(more).toBe(0);
  });

  it('tells an added town by its name, with its pages, and nothing else', () => {
    const after = edited((s) => {
      const huron = s.towns.find((t: { slug: string }) => t.slug === 'huron');
      s.towns.splice(1, 0, {
        ...huron,
        slug: 'berlin-heights',
        name: 'Berlin Heights',
        isBase: undefined,
        pages: undefined,
      });
      s.business.phone = '(419) 555-0199';
    });
    const { summary, changes } = describeChange(original, after);
    expect(summary).toMatch(/^Changed phone number; added town Berlin Heights: \d+ pages$/);
    const town = changes.find((c) => c.kind === 'added');
    expect(town).toMatchObject({ place: 'Town Berlin Heights' });
    expect(Number(town!.after!.split(' ')[0])).toBeGreaterThan(1);
    expect(changes).toHaveLength(2); // the towns after it are not "changed"
  });

  it("names a block's changed text by its page and the block's title", () => {
    const { summary, changes } = describeChange(
      original,
      edited((s) => {
        s.pages[0].blocks[0].heading = 'Yards worth coming home to';
      }),
    );
    expect(changes).toHaveLength(1);
    expect(changeLine(changes[0]!)).toMatch(
      /^Page “Riverbend Landscaping & Tree Care” › Block 1 \(Hero banner: Yards worth coming home to\) › Heading: .+ → Yards worth coming home to$/,
    );
    expect(summary).toBe('Changed heading on Page “Riverbend Landscaping & Tree Care”');
  });

  it('tells an added block by its heading and kind, on its page', () => {
    const { changes } = describeChange(
      original,
      edited((s) => {
        s.pages[1].blocks.splice(2, 0, { type: 'CtaBand', heading: 'Call us today', text: 'We answer.', buttons: [] });
      }),
    );
    expect(changes.map(changeLine)).toEqual([
      'Added Block “Call-to-action band: Call us today” on Page “Landscaping & Tree Services”',
    ]);
  });

  it('keeps a huge change short: the first changes, then how many more', () => {
    const { summary, changes, more } = describeChange(
      original,
      edited((s) => {
        s.pages.forEach((page: { description: string; blocks: { heading?: string }[] }, i: number) => {
          page.description = `Description ${i}`;
          page.blocks.forEach((block, b) => {
            if (block.heading) block.heading = `Heading ${i}.${b}`;
          });
        });
      }),
    );
    expect(changes).toHaveLength(MAX_CHANGES);
    expect(more).toBeGreaterThan(0);
    expect(summary).toMatch(/; and \d+ more changes$/);
  });

  it('says when only the layout of the file changed', () => {
    expect(describeChange(original, JSON.stringify(JSON.parse(original))).summary).toMatch(
      /^Only the layout of the file changed/,
    );
  });
});
