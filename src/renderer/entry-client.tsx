// The browser's first script, kept tiny (about 1 KB): the prerendered page is complete without it.
// It holds back taps on buttons and form submissions (hydrate-capture.ts), and loads the app to
// hydrate the page at the first interaction or once the page has loaded and the browser is idle,
// whichever comes first, so first paint and the load event never wait for React.
import { captureEarlyInput } from './hydrate-capture';
import type { PageData } from './page-data';
import { pageDataUrl } from './page-loader';

/** Any of these means the visitor is about to use the page: start loading the app at once. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** At the latest, this long after the load event, even if the browser never becomes idle. */
const IDLE_TIMEOUT_MS = 2000;

const root = document.getElementById('root');
if (root) {
  const early = captureEarlyInput(root);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    // The page's data is requested alongside the code (unlike a later navigation, a failure here does
    // not reload the page, which would loop: the page stays as served). Only the 404 page, served for
    // any unknown path and so without a page.json, carries its data inline.
    const inline = document.getElementById('page-data')?.textContent;
    const data: Promise<PageData> = inline ? Promise.resolve(JSON.parse(inline)) : fetch(pageDataUrl(window.location.pathname), { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.url} answered ${response.status}.`))));
    import('./hydrate-app').then(({ hydrate }) => hydrate(root, early, data)).catch((error: unknown) => {
      early.abandon();
      console.error('The page could not load its scripts; links and the form still work without them.', error);
    });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () => (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(start, { timeout: IDLE_TIMEOUT_MS });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
