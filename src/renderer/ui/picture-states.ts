// The spec's image loading states, run on the DOM so that one piece of code serves every picture:
// those React draws (Picture.tsx) and those in blocks that keep the server's HTML on the first page
// (hydrate-blocks.ts), which React never touches.
// - The server HTML says 'loading' with no status, so pictures show with JavaScript off.
// - Eager images (the hero) load at once, with no placeholder text.
// - A lazy image out of view is 'waiting' (a pulsing "Loading" placeholder) until it comes within
//   50 px of the viewport with 10 % visible, then 'loading' until it has loaded.
// - On failure: "Image unavailable".

type LoadState = 'waiting' | 'loading' | 'loaded' | 'error';

/** A picture's frame: the element holding its state (Picture.tsx renders it). */
const PICTURE_FRAME = '[data-state]';

/** Starts a frame's loading states; returns what stops them. */
export function watchPicture(frame: HTMLElement): () => void {
  const img = frame.querySelector('img');
  if (!img) return () => {};
  const eager = img.loading === 'eager';
  let status: HTMLElement | null = null;
  const show = (state: LoadState) => {
    frame.dataset.state = state;
    const text = state === 'error' ? 'Image unavailable' : state !== 'loaded' && !eager ? 'Loading' : null;
    if ((status?.textContent ?? null) === text) return;
    status?.remove();
    status = text ? frame.appendChild(statusElement(text, state === 'error')) : null;
  };
  const state = () => frame.dataset.state as LoadState;
  const onLoad = () => show('loaded');
  const onError = () => show('error');
  img.addEventListener('load', onLoad);
  img.addEventListener('error', onError);
  let observer: IntersectionObserver | undefined;
  // The image may have finished (or failed) before this ran.
  const done = img.complete;
  show(done ? (img.naturalWidth > 0 ? 'loaded' : 'error') : 'loading');
  if (!done && !eager && typeof IntersectionObserver !== 'undefined') {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        if (state() === 'waiting') show('loading');
        observer?.disconnect();
      } else if (state() === 'loading') show('waiting');
    }, { rootMargin: '50px', threshold: 0.1 });
    observer.observe(frame);
  }
  return () => {
    observer?.disconnect();
    img.removeEventListener('load', onLoad);
    img.removeEventListener('error', onError);
  };
}

/** Starts the loading states of every picture inside `container`; returns what stops them. */
export function watchPictures(container: HTMLElement): () => void {
  const stops = [...container.querySelectorAll<HTMLElement>(PICTURE_FRAME)].map(watchPicture);
  return () => stops.forEach((stop) => stop());
}

/** "Loading" is decoration (the image keeps its alt text); "Image unavailable" is said as the image. */
function statusElement(text: string, failed: boolean): HTMLElement {
  const span = document.createElement('span');
  span.dataset.status = '';
  span.textContent = text;
  if (failed) { span.setAttribute('role', 'img'); span.setAttribute('aria-label', text); }
  else span.setAttribute('aria-hidden', 'true');
  return span;
}
