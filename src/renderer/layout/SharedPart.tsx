// The header and the footer are the same on most pages: they depend only on the site's chrome (page data
// `chrome`) and on which of its links, if any, the page's address is (aria-current). On the server a
// page therefore takes such a part as drawn before, with the styles it put in its sheet, instead of
// drawing it again (render-page.tsx keeps them; about half of a page's render). So does a block met
// again at the same place with the same data, or with the same data but for its town's own values
// (Page.tsx, ../stencil.ts: town pages of a template mostly differ by those alone). In the browser it
// is the part itself, hydrated as usual: its HTML is the very same (tests/unit/renderer/shared-parts.test.ts).
import { createContext, useContext, type ReactElement } from 'react';
import { StyleSheetContext } from 'styled-components';
import type { Stencil } from '../stencil';

/** A style a part put in its sheet: styled-components' component id, class name and CSS rules. */
export type StyleInsert = [componentId: string, name: string, rules: string[]];

export interface DrawnPart {
  html: string;
  styles: StyleInsert[];
  /** Drawn with markers for the page's own values, filled in for each page (../stencil.ts). */
  stencil?: boolean;
  /** Its stencil drew otherwise than the block itself: such pages draw it themselves. */
  refused?: boolean;
}

/** A part this page drew itself: kept after the page, drawn alone (and its stencil, when it has one). */
export interface MissedPart {
  part: ReactElement;
  /** The part drawn from its data with markers for the page's own values. */
  stencil?: () => ReactElement;
}

/** One server render's view of the parts drawn before (render-page.tsx provides it). */
export interface SharedParts {
  /** The part drawn before under this key, if any. */
  drawn(key: string): DrawnPart | undefined;
  /** What the parts depend on besides their name: the chrome (pages that one of its links marks share nothing). */
  readonly pageKey: string;
  /** The page's own values (its town's), taken out of a block's data for its key and filled into a stencil. */
  readonly stencil: Stencil;
  /** The HTML of the parts reused, in the order met; `<template data-shared-part="i">` marks the place of each. */
  readonly reused: string[];
  /** Parts this page drew itself, by key: drawn alone after it and kept for the next pages. */
  readonly missed: Map<string, MissedPart>;
  /** Whether a part under this key was met before (and marks it met): a part kept only once it repeats. */
  metBefore(key: string): boolean;
}

export const SharedPartsContext = createContext<SharedParts | null>(null);

/**
 * `name` says everything the part depends on besides the chrome and the day. `onceRepeated`: kept only
 * when met a second time (a block most pages have their own of is not drawn twice for nothing).
 * `stencil`: draws the part from data whose own values are markers (its `name` is that data's).
 */
export function SharedPart({
  name,
  onceRepeated = false,
  stencil,
  children,
}: {
  name: string;
  onceRepeated?: boolean;
  stencil?: () => ReactElement;
  children: ReactElement;
}) {
  const parts = useContext(SharedPartsContext);
  const { styleSheet } = useContext(StyleSheetContext);
  if (!parts) return children;
  const key = `${name}\n${parts.pageKey}`;
  const part = parts.drawn(key);
  if (!part) {
    if (!onceRepeated || parts.metBefore(key)) parts.missed.set(key, { part: children, stencil });
    return children;
  }
  if (part.refused) return children;
  // The styles in the order the part put them, each unless the page has it already: as drawing it would.
  for (const [id, className, rules] of part.styles)
    if (!styleSheet.hasNameForId(id, className)) styleSheet.insertRules(id, className, rules);
  parts.reused.push(part.stencil ? parts.stencil.fillIn(part.html) : part.html);
  return <template data-shared-part={parts.reused.length - 1} />;
}
