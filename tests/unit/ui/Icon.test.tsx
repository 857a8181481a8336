// An icon is a reference to its symbol in the site's sprite (the chrome names it), not a copy of the
// drawing; decorative unless titled.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../src/ui/Icon';
import { PageContext } from '../../../src/ui/page-context';
import type { PageView } from '../../../src/page-data';
import { sampleChrome } from '../../helpers/sample-chrome';

const page = { path: '/', meta: {}, images: {}, chrome: sampleChrome } as unknown as PageView;
const onPage = (element: React.ReactElement) =>
  renderToString(<PageContext.Provider value={page}>{element}</PageContext.Provider>);

describe('Icon', () => {
  it("renders a hidden, unfocusable reference to the symbol in the site's sprite", () => {
    const html = onPage(<Icon name="phone" size={20} />);
    expect(html).toBe(
      '<svg width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><use href="/assets/icons.0123456789.svg#phone"></use></svg>',
    );
  });

  it('names a site.json icon by its Lucide name', () => {
    expect(onPage(<Icon name="shield-check" />)).toContain('<use href="/assets/icons.0123456789.svg#shield-check">');
  });

  it('with a title it is an image with that name', () => {
    const html = onPage(<Icon name="star" title="5 stars" />);
    expect(html).toContain('role="img"');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('<title>5 stars</title>');
  });

  it('outside a page (no chrome) it still draws, pointing at the symbol alone', () => {
    expect(renderToString(<Icon name="leaf" />)).toContain('<use href="#leaf">');
  });
});
