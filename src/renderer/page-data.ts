// The data one page ships to the browser: its own blocks plus what shared UI reads (PageView).
import type { PageView } from '../ui/page-data';
import type { ResolvedBlock } from '../blocks/types';

export interface PageData extends PageView {
  blocks: ResolvedBlock[];
}
