// Clicks on links, handled once for the whole page rather than by each link:
// - the spec's events (cta_click, phone_call, email_click) for every link marked data-track, where
//   ButtonLink and SmartLink put the place on the page the click came from;
// - in-place navigation for same-site links that React does not handle itself: those in blocks that
//   keep the server's HTML on the first page (hydrate-blocks.ts). Router links have already done it.
import { trackLinkClick } from '../ui/analytics';
import { isInternal } from '../ui/links';

/** The attribute naming where on the page a tracked link is (e.g. "hero"). */
const TRACK_ATTRIBUTE = 'data-track';

export function handleLinkClicks(root: HTMLElement, navigate: (href: string) => unknown): void {
  // On the document, so React's own handlers (on the root) have run first.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || !root.contains(link)) return;
    const href = link.getAttribute('href')!;
    const location = link.getAttribute(TRACK_ATTRIBUTE);
    if (location) trackLinkClick(href, labelOf(link, href), location);
    // A link to another language (hreflang) loads that page whole: its <html lang>, words and script are its own.
    if (!isInternal(href) || link.hasAttribute('download') || link.hasAttribute('hreflang')) return;
    if (!navigatesInPlace(event, link.target)) return;
    event.preventDefault();
    navigate(href);
  });
}

type ClickFacts = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/** A plain click on a same-site link navigates in place (as React Router's Link decides); modified clicks, other targets and clicks already handled are the browser's. */
export function navigatesInPlace(event: ClickFacts, target: string | null | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** What the link says, without text only screen readers hear (e.g. "opens in a new tab"). */
function labelOf(link: HTMLAnchorElement, href: string): string {
  const said = [...link.childNodes].filter((n) => !(n instanceof Element && n.classList.contains('visually-hidden')));
  return (
    said
      .map((n) => n.textContent)
      .join('')
      .trim() || href
  );
}
