// Each specialty card's icon: its own, else the block's card icon, else one of no particular trade.
import type { BlockOf } from '../../page-data';

type Block = BlockOf<'SpecialtyCards'>;

/** The schema's `default` of the block's `icon` (schema/site.schema.json; a unit test keeps the two equal). */
export const DEFAULT_CARD_ICON = 'circle-check';

export const cardIcon = (block: Block, item: Block['items'][number]): string =>
  item.icon ?? block.icon ?? DEFAULT_CARD_ICON;
