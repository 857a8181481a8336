// The header and the footer are the same on most pages: they depend only on the site's chrome (page data
// `chrome`) and on which of its links, if any, the page's address is (aria-current). On the server a
// page therefore takes such a part as drawn before, with the styles it put in its sheet, instead of
// drawing it again (render-page.tsx keeps them; about half of a page's render). So does a block met
// again with the same data at the same place (Page.tsx: town pages of a template often share some). In
// the browser it is the part itself, hydrated as usual: its HTML is the very same
// (tests/unit/renderer/shared-parts.test.ts).
import { createContext, useContext, type ReactElement } from 'react';
import { StyleSheetContext } from 'styled-components';

/** A style a part put in its sheet: styled-components' component id, class name and CSS rules. */
export type StyleInsert = [componentId: string, name: string, rules: string[]];

export interface DrawnPart {
  html: string;
  styles: StyleInsert[];
}

/** One server render's view of the parts drawn before (render-page.tsx provides it). */
export interface SharedParts {
  /** The part drawn before under this key, if any. */
  drawn(key: string): DrawnPart | undefined;
  /** What the parts depend on besides their name: the chrome (pages that one of its links marks share nothing). */
  readonly pageKey: string;
  /** The HTML of the parts reused, in the order met; `<template data-shared-part="i">` marks the place of each. */
  readonly reused: string[];
  /** Parts this page drew itself, by key: drawn alone after it and kept for the next pages. */
  readonly missed: Map<string, ReactElement>;
  /** Whether a part under this key was met before (and marks it met): a part kept only once it repeats. */
  metBefore(key: string): boolean;
}

export const SharedPartsContext = createContext<SharedParts | null>(null);

/**
 * `name` says everything the part depends on besides the chrome and the day. `onceRepeated`: kept only
 * when met a second time (a block most pages have their own of is not drawn twice for nothing).
 */
export function SharedPart({
  name,
  onceRepeated = false,
  children,
}: {
  name: string;
  onceRepeated?: boolean;
  children: ReactElement;
}) {
  const parts = useContext(SharedPartsContext);
  const { styleSheet } = useContext(StyleSheetContext);
  if (!parts) return children;
  const key = `${name}\n${parts.pageKey}`;
  const part = parts.drawn(key);
  if (!part) {
    if (!onceRepeated || parts.metBefore(key)) parts.missed.set(key, children);
    return children;
  }
  // The styles in the order the part put them, each unless the page has it already: as drawing it would.
  for (const [id, className, rules] of part.styles)
    if (!styleSheet.hasNameForId(id, className)) styleSheet.insertRules(id, className, rules);
  parts.reused.push(part.html);
  return <template data-shared-part={parts.reused.length - 1} />;
}
