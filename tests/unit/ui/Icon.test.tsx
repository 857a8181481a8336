// Every icon name the code or site.json may use has its drawing in icons.svg, and an icon is a
// reference to that one file, not a copy of the drawing.
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, UI_ICONS } from '../../../src/ui/Icon';

const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as { $defs: { Icon: { enum: string[] } } };
const sprite = readFileSync('src/ui/icons.svg', 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map(
  (m) => m[1],
);

describe('Icon', () => {
  it('icons.svg draws exactly the schema icons and the interface icons, each once', () => {
    expect([...symbols].sort()).toEqual([...schema.$defs.Icon.enum, ...UI_ICONS].sort());
  });

  it('renders a hidden, unfocusable reference to the symbol in the sprite', () => {
    const html = renderToString(<Icon name="phone" size={20} />);
    expect(html).toMatch(
      /^<svg width="20" height="20"[^>]*aria-hidden="true"[^>]*focusable="false"><use href="[^"#]*icons[^"#]*\.svg(\?[^"#]*)?#phone"><\/use><\/svg>$/,
    );
    expect(html).not.toContain('<path');
  });

  it('with a title it is an image with that name', () => {
    const html = renderToString(<Icon name="star" title="5 stars" />);
    expect(html).toContain('role="img"');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('<title>5 stars</title>');
  });
});
