// The browser's first script, kept tiny (about 1 KB): the prerendered page is complete without it.
// It holds back taps on buttons and form submissions (hydrate-capture.ts), and loads the app to
// hydrate the page at the first interaction or once the page has loaded and the browser is idle,
// whichever comes first, so first paint and the load event never wait for React.
import { captureEarlyInput } from './hydrate-capture';

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
    import('./hydrate-app').then(({ hydrate }) => hydrate(root, early)).catch((error: unknown) => {
      early.abandon();
      console.error('The page could not load its scripts; links and the form still work without them.', error);
    });
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () => (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1)))(start, { timeout: IDLE_TIMEOUT_MS });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
