// Server entry: renders one page to HTML and collects the styled-components CSS. No I/O.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import type { PageData } from './page-data';

export function renderPage(data: PageData): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(
      <StaticRouter location={data.path}>
        <App data={data} />
      </StaticRouter>,
    ));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
