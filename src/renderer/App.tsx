// The app shell shared by the server render and the browser: head tags, theme, page data, layout, blocks.
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import Layout from './layout/Layout';
import { Page } from './Page';
import { HeadTags, StructuredData } from './PageHead';
import { PageContext } from '../ui/page-context';
import type { PageData } from '../page-data';
import { makeTheme } from '../ui/theme';

export function App({ data }: { data: PageData }) {
  return (
    <>
      <HeadTags page={data} />
      <PageProviders data={data}>
        <Layout>
          <Page content={data.blocks} path={data.path} />
        </Layout>
      </PageProviders>
      <StructuredData jsonLd={data.meta.jsonLd} />
    </>
  );
}

/** What every component of a page may read: the site's theme and the page's data. */
export function PageProviders({ data, children }: { data: PageData; children: ReactNode }) {
  const theme = useMemo(() => makeTheme(data.chrome.theme), [data.chrome.theme]);
  return (
    <ThemeProvider theme={theme}>
      <PageContext.Provider value={data}>{children}</PageContext.Provider>
    </ThemeProvider>
  );
}
