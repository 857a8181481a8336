// Links written once lead to the page of the language they are shown in: each link's address
// (`href`, `…Href`) is looked up without its query and fragment, which are kept.
import { walk } from '../model/walk';

/** `href` with its address replaced by the one `to` maps it to, when it maps it. */
export function relinked(href: string, to: ReadonlyMap<string, string>): string {
  const at = href.search(/[?#]/);
  const mapped = to.get(at < 0 ? href : href.slice(0, at));
  return mapped === undefined ? href : mapped + (at < 0 ? '' : href.slice(at));
}

/** Every link in `value` (a site, a page's blocks), in place. */
export function relinkAll(value: unknown, to: ReadonlyMap<string, string>): void {
  walk(value, '', (node) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [name, item] of Object.entries(node))
      if ((name === 'href' || name.endsWith('Href')) && typeof item === 'string')
        (node as Record<string, unknown>)[name] = relinked(item, to);
  });
}
