// The browser's first script, kept tiny (about 2 KB gzip): the prerendered page is complete and
// usable without it (links are links; the form has method/action). It loads lazy pictures as they come
// near (ui/picture-states.ts), holds back taps on buttons and form submissions (hydrate-capture.ts),
// and loads the app that hydrates the page (about 126 KB gzip with React Router, and the page's longest tasks) only when
// it is wanted:
// - at once on a sign that the visitor is about to use the page (a press, a key, focus);
// - after the load event, on a sign that someone is there (the mouse moves, the page scrolls);
// - otherwise a few seconds after the load event, when the browser is idle (the consent notice and
//   analytics need the app), so first paint, the load event and the first seconds of reading never
//   wait for React.
import { captureEarlyInput } from './hydrate-capture';
import { watchPictures } from '../ui/picture-states';
import type { PageData } from '../page-data';
import { pageDataUrl } from './page-loader';

const INTENT = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const PRESENCE = ['mousemove', 'wheel', 'scroll'] as const;
/** Without any sign of a visitor, hydrate this long after the load event (when the browser is idle). */
const QUIET_DELAY_MS = 3000;

const root = document.getElementById('root');
if (root) {
  // Lazy pictures load as they come near the viewport, whenever (or whether) React hydrates them.
  watchPictures(root);
  const early = captureEarlyInput(root);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of [...INTENT, ...PRESENCE]) window.removeEventListener(type, start, true);
    // The page's data is requested alongside the code (unlike a later navigation, a failure here does
    // not reload the page, which would loop: the page stays as served). Only the 404 page, served for
    // any unknown path and so without a page.json, carries its data inline.
    const inline = document.getElementById('page-data')?.textContent;
    const data: Promise<PageData> = inline
      ? Promise.resolve(JSON.parse(inline))
      : fetch(pageDataUrl(window.location.pathname), { headers: { Accept: 'application/json' } }).then((response) =>
          response.ok ? response.json() : Promise.reject(new Error(`${response.url} answered ${response.status}.`)),
        );
    data.catch(() => {}); // reported below, by hydrate(), unless the app itself failed to load first
    import('./hydrate-app')
      .then(({ hydrate }) => hydrate(root, early, data))
      .catch((error: unknown) => {
        early.abandon();
        console.error('The page could not load its scripts; links and the form still work without them.', error);
      });
  };
  const listen = (types: readonly string[]) => {
    for (const type of types) window.addEventListener(type, start, { capture: true, passive: true });
  };
  listen(INTENT);
  const loaded = () => {
    listen(PRESENCE);
    setTimeout(
      () => (window.requestIdleCallback ?? ((run: () => void) => run()))(start, { timeout: 1000 }),
      QUIET_DELAY_MS,
    );
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}
