// How a prerendered page carries its CSS, and how the browser takes it over (render-page.tsx writes
// it; hydrate-app.tsx removes it once the first page leaves the screen).

/** styled-components' bookkeeping in its server CSS: a "/*!sc*\/" after each rule and, per component, a
 * `data-styled.g12[id="sc-…"]{content:"…"}` rule naming its classes (about 1.6 KB gzip of a 14 KB page). */
const SC_MARKERS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n|\/\*!sc\*\/\n/g;

/** The id of the page's server CSS, which hydrate-app.tsx removes once nothing on screen is left as served. */
export const PAGE_CSS_ID = 'page-css';

/**
 * The page's CSS without styled-components' bookkeeping, which would cost the largest pages a second
 * round trip. Without it the browser's styled-components starts with an empty sheet and, while React
 * hydrates, adds the same rules again to a sheet of its own. That sheet goes where styled-components
 * puts it, after the last `style[data-styled]`: the empty one here, so before the page's CSS, which
 * keeps winning every tie. Blocks kept as served (hydrate-blocks.ts) have rules only there, so it stays
 * until the first page leaves the screen. Nothing on screen changes meanwhile, nor when React draws the
 * page itself (tests/e2e/hydration-styles.spec.ts).
 */
export const pageStyles = (serverCss: string) =>
  `<style data-styled="active"></style><style id="${PAGE_CSS_ID}">${serverCss.replace(SC_MARKERS, '')}</style>`;
