// styled-components compiles a component's CSS with stylis the first time a sheet meets its class name.
// The server starts every page with a new sheet (the page's CSS is only its own), so without this it
// would compile the same rules again on every page. Here the compiled rules
// are kept per thread and each page's sheet still receives them in the order the page meets them, so
// the output is unchanged; only the compiling is done once.
import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stylis = IStyleSheetContext['stylis'];

/** A bound on the compiled rules kept: a long-lived renderer (the dev server, the editor's preview) sees ever new styles. */
const MAX_ENTRIES = 20_000;

const cached = new WeakMap<Stylis, Stylis>();

/**
 * `stylis` with its results remembered. Its output depends only on its arguments. A component's class
 * name is styled-components' hash of the CSS it varies by, so the component and the class name stand
 * for that CSS (a collision would already give two components one class); other calls (keyframes,
 * global styles) are keyed by their CSS itself.
 */
function memoized(stylis: Stylis): Stylis {
  let memo = cached.get(stylis);
  if (memo) return memo;
  const results = new Map<string, string[]>();
  memo = Object.assign(
    (css: string, selector?: string, prefix?: string, componentId?: string) => {
      const key =
        componentId && selector?.startsWith('.') && prefix === undefined
          ? `${componentId}\0${selector}`
          : `${selector}\0${prefix}\0${componentId}\0${css}`;
      let rules = results.get(key);
      if (!rules) {
        if (results.size >= MAX_ENTRIES) results.clear();
        rules = stylis(css, selector, prefix, componentId);
        results.set(key, rules);
      }
      return rules;
    },
    { hash: stylis.hash },
  );
  cached.set(stylis, memo);
  return memo;
}

/** Gives the styled components below it the enclosing stylis, remembering what it compiles. */
export function CompiledStylesCache({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: memoized(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
