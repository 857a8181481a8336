// The app shell shared by the server render and the browser: head tags, theme, page data, layout, blocks.
import { useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import Layout from './layout/Layout';
import { Page } from './Page';
import { HeadTags, StructuredData } from './PageHead';
import { PageContext } from '../ui/page-context';
import type { PageData } from './page-data';
import { makeTheme } from '../ui/theme';

export function App({ data }: { data: PageData }) {
  const theme = useMemo(() => makeTheme(data.chrome.theme), [data.chrome.theme]);
  return (
    <>
      <HeadTags page={data} />
      <ThemeProvider theme={theme}>
        <PageContext.Provider value={data}>
          <Layout>
            <Page content={data.blocks} />
          </Layout>
        </PageContext.Provider>
      </ThemeProvider>
      <StructuredData jsonLd={data.meta.jsonLd} />
    </>
  );
}
