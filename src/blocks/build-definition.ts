// What a block folder declares for the build (`<Type>/build.ts`): the data it looks up for the block
// and the checks the schema cannot express. Build code only (it uses generator/): never imported by
// the browser's code, which reads definition.ts.
import type { SiteModel } from '../../schema/generated/site';
import type { Route } from '../../generator/model/route';
import type { Message } from '../../generator/errors/entry';
import type { BlockData, BlockOf, BlockType, TrailEntry } from '../page-data';

/** Where a block is drawn: the site, the route of its page and every route, the page's breadcrumb trail. */
export interface ResolveContext {
  model: SiteModel;
  route: Route;
  routes: Route[];
  trail: TrailEntry[];
}

/** Where a block is checked: `at` is its pointer in site.json; `add` reports a problem (each pointer and message once). */
export interface CheckContext {
  model: SiteModel;
  route: Route;
  at: string;
  add: (pointer: string, message: Message) => void;
}

export type BlockBuild<T extends BlockType> = {
  /** Problems the schema cannot see, such as a name that must refer to something that exists. */
  check?: (block: BlockOf<T>, context: CheckContext) => void;
} & (BlockData<T> extends undefined
  ? { resolve?: never }
  : /** What the block's `data` is (BlockDataMap, src/page-data.ts): looked up at build time, so the page ships only that. */
    { resolve: (block: BlockOf<T>, context: ResolveContext) => BlockData<T> });

export const defineBuild = <T extends BlockType>(build: BlockBuild<T>): BlockBuild<T> => build;

type WithData = { [T in BlockType]: BlockData<T> extends undefined ? never : T }[BlockType];

/**
 * A block type whose data (BlockDataMap) is not `undefined` must have an entry with `resolve`: leaving it
 * out fails `tsc`. Other block types have an entry only when they have checks.
 */
export type BlockBuilds = { [T in WithData]: BlockBuild<T> } & { [T in Exclude<BlockType, WithData>]?: BlockBuild<T> };
