// The app, loaded by entry-client.tsx after the page is shown: it loads the page's data and block
// code, hydrates the server HTML, then hands React what the visitor did meanwhile (hydrate-replay.ts).
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { configureAnalytics } from './analytics';
import type { EarlyInput } from './hydrate-capture';
import { loadBlocks } from './hydrate-blocks';
import { replay } from './hydrate-replay';
import type { PageData } from './page-data';
import { loadPageData } from './page-loader';
import { DataRouter } from './router';
import { usePageViews } from './use-page-views';
import { startWebVitals } from './web-vitals';

/** A page's data and the code of its blocks: what must be there before the page is shown. */
async function loadPage(url: URL): Promise<PageData> {
  const data = await loadPageData(url);
  await loadBlocks(data.blocks);
  return data;
}

/** The first page's data: in the HTML when the build put it there, else its data file. */
async function firstPage(): Promise<PageData> {
  const embedded = document.getElementById('page-data')?.textContent;
  if (!embedded) return loadPage(new URL(window.location.href));
  const data = JSON.parse(embedded) as PageData;
  await loadBlocks(data.blocks);
  return data;
}

function PageViews() {
  usePageViews();
  return null;
}

/** Runs `onHydrated` once, after the whole tree has hydrated and its effects ran. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, []); // eslint-disable-line react-hooks/exhaustive-deps
  return children;
}

export async function hydrate(root: HTMLElement, early: EarlyInput): Promise<void> {
  const initial = await firstPage();
  configureAnalytics(initial.chrome.analytics);
  // In a transition React hydrates in short slices, yielding to the browser between them, so hydration
  // adds no long task; an interaction meanwhile makes React hydrate its target at once.
  startTransition(() => {
    hydrateRoot(root, (
      <Hydrated onHydrated={() => { void replay(root, early.stop()); }}>
        <DataRouter initial={initial} load={loadPage}>
          {(data) => <><App data={data} /><PageViews /></>}
        </DataRouter>
      </Hydrated>
    ));
  });
  startWebVitals();
}
