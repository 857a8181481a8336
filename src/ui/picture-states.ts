// The spec's image loading, run on the DOM so that one piece of code serves every picture: the first
// script starts it for every picture served (entry-client.tsx), before React, which hydrates late or
// not at all for blocks that keep the server's HTML; Picture.tsx starts it for pictures React draws.
// - Eager images (the hero) load at once, with no placeholder text.
// - A lazy image is served with its sources in data-srcset / data-src and a placeholder source
//   (Picture.tsx), plus a <noscript> copy for browsers without JavaScript. It is 'waiting' (a pulsing
//   "Loading" placeholder) until it comes within 50 px of the viewport with 10 % visible; only then
//   are its sources set, so it loads, 'loading' (transparent, "Loading" over it) until it has.
//   Chrome's own lazy loading fetches 1,250 px or more ahead: on a phone those photos competed with
//   the hero for the first second's bandwidth.
// - On failure: "Image unavailable".
// The frame's status element is served empty (Picture.tsx) and filled here: this runs before React
// hydrates, which fails on any element the server did not send.

type LoadState = 'waiting' | 'loading' | 'loaded' | 'error';

/**
 * What a deferred image shows until its sources are set: a transparent 1×1 GIF (an <img> must have a
 * source to be valid HTML). Its own load is not the picture's.
 */
export const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A picture's frame: the element holding its state (Picture.tsx renders it). */
const PICTURE_FRAME = '[data-state]';
/** The spec's lazy-load trigger: within 50 px of the viewport, 10 % visible. */
const NEAR_VIEWPORT: IntersectionObserverInit = { rootMargin: '50px', threshold: 0.1 };

/** Frames being watched, and what stops each: the first script and React may both start a frame. */
const watched = new WeakMap<HTMLElement, () => void>();

/** Starts a frame's loading states, once per frame; returns what stops them. */
export function watchPicture(frame: HTMLElement): () => void {
  let stop = watched.get(frame);
  if (!stop) {
    const stopWatching = startWatching(frame);
    stop = () => {
      stopWatching();
      watched.delete(frame);
    };
    watched.set(frame, stop);
  }
  return stop;
}

/** Starts the loading states of every picture served inside `container`, for the page's lifetime. */
export function watchPictures(container: HTMLElement): void {
  for (const frame of container.querySelectorAll<HTMLElement>(PICTURE_FRAME)) watchPicture(frame);
}

function startWatching(frame: HTMLElement): () => void {
  const img = frame.querySelector('img');
  if (!img) return () => {};
  const eager = img.loading === 'eager';
  // Sources still in data attributes: this script sets them when the image comes near.
  const deferred = img.dataset.src !== undefined;
  const placeholderOnly = () => img.dataset.src !== undefined || img.currentSrc === PLACEHOLDER;
  const status = frame.querySelector<HTMLElement>(':scope > [data-status]');
  const show = (state: LoadState) => {
    if (frame.dataset.state !== state) frame.dataset.state = state;
    if (status) showStatus(status, state === 'error' ? 'error' : state !== 'loaded' && !eager ? 'loading' : 'none');
  };
  const state = () => frame.dataset.state as LoadState;
  const onLoad = () => {
    if (!placeholderOnly()) show('loaded');
  };
  const onError = () => {
    if (!placeholderOnly()) show('error');
  };
  img.addEventListener('load', onLoad);
  img.addEventListener('error', onError);
  const load = () => {
    setSources(img);
    if (state() !== 'loaded' && state() !== 'error') show('loading');
  };
  let observer: IntersectionObserver | undefined;
  if (!deferred && img.complete)
    show(img.naturalWidth > 0 ? 'loaded' : 'error'); // before this ran
  else if (!eager) {
    // Until the observer first reports, which is after the next paint, the served state stands
    // ('loading', no text): nothing here delays the first paint.
    if (typeof IntersectionObserver === 'undefined') load();
    else {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          load();
          observer?.disconnect();
        } else if (state() === 'loading') show('waiting');
      }, NEAR_VIEWPORT);
      observer.observe(frame);
    }
  }
  return () => {
    observer?.disconnect();
    img.removeEventListener('load', onLoad);
    img.removeEventListener('error', onError);
  };
}

/** Moves a deferred picture's sources into place, the <source>s first so the right one is chosen. */
function setSources(img: HTMLImageElement): void {
  if (img.dataset.src === undefined) return;
  for (const source of img.parentElement?.querySelectorAll<HTMLSourceElement>('source[data-srcset]') ?? []) {
    source.srcset = source.dataset.srcset!;
    delete source.dataset.srcset;
  }
  img.src = img.dataset.src;
  delete img.dataset.src;
}

/**
 * The status words are the site's (labels.imageLoading / imageUnavailable, which Picture.tsx puts in
 * data attributes). "Loading" is decoration (the image keeps its alt text); "Image unavailable" is said as the image.
 */
function showStatus(status: HTMLElement, shown: 'loading' | 'error' | 'none'): void {
  const text =
    shown === 'none' ? '' : ((shown === 'error' ? status.dataset.unavailable : status.dataset.loading) ?? '');
  if (status.textContent === text) return;
  status.textContent = text;
  const failed = shown === 'error';
  setAttribute(status, 'role', failed ? 'img' : null);
  setAttribute(status, 'aria-label', failed ? text : null);
  setAttribute(status, 'aria-hidden', failed ? null : 'true');
}

function setAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
