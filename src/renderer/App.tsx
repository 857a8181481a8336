// The app shell shared by the server render and the browser: theme, page data, layout, blocks.
import { useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import Layout from './layout/Layout';
import { Page } from './Page';
import { PageContext } from '../ui/page-context';
import type { PageData } from './page-data';
import { makeTheme } from '../ui/theme';
import { useDocumentHead } from './use-document-head';

export function App({ data }: { data: PageData }) {
  const theme = useMemo(() => makeTheme(data.chrome.theme), [data.chrome.theme]);
  useDocumentHead(data.meta);
  return (
    <ThemeProvider theme={theme}>
      <PageContext.Provider value={data}>
        <Layout>
          <Page content={data.blocks} />
        </Layout>
      </PageContext.Provider>
    </ThemeProvider>
  );
}
