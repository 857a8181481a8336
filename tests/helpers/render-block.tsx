// Renders one block to HTML the way the prerender does (theme, page context, router), for unit tests.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { blocks } from '../../src/blocks';
import { blockLoader } from '../../src/renderer/hydrate-blocks';
import type { BlockData, BlockOf, BlockType, ImageInfo, PageData } from '../../src/page-data';
import { PageContext } from '../../src/ui/page-context';
import { makeTheme } from '../../src/ui/theme';
import { sampleChrome } from './sample-chrome';

/** An ImageInfo for any file name, so blocks can be rendered without running the image pipeline. */
export function fakeImage(src: string): ImageInfo {
  return {
    src: `/img/${src}`,
    width: 1600,
    height: 1000,
    sources: src.endsWith('.svg') ? [] : [{ type: 'image/webp', srcSet: `/img/${src}.800.webp 800w` }],
  };
}

/** Every block's component, loaded once (as the server render does: render-page.tsx). */
const loaded = blockLoader(blocks);
await loaded.loadAll();

export function renderBlock<T extends BlockType>(
  block: BlockOf<T>,
  data: BlockData<T>,
  options: { path?: string; images?: string[] } = {},
): string {
  const Component = loaded.component(block.type) as React.ComponentType<{ block: BlockOf<T>; data: BlockData<T> }>;
  const page: PageData = {
    path: options.path ?? '/',
    meta: { title: 't', description: 'd', canonical: 'https://example.com/', image: '', type: 'website', jsonLd: [] },
    blocks: [],
    images: Object.fromEntries((options.images ?? collectImageSrcs(block)).map((src) => [src, fakeImage(src)])),
    chrome: sampleChrome,
  };
  const sheet = new ServerStyleSheet();
  try {
    return renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={makeTheme(sampleChrome.theme)}>
          <PageContext.Provider value={page}>
            <MemoryRouter initialEntries={[page.path]}>
              <Component block={block} data={data} />
            </MemoryRouter>
          </PageContext.Provider>
        </ThemeProvider>,
      ),
    );
  } finally {
    sheet.seal();
  }
}

function collectImageSrcs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => collectImageSrcs(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.src === 'string' && typeof o.alt === 'string') out.push(o.src);
    Object.values(o).forEach((v) => collectImageSrcs(v, out));
  }
  return out;
}
