// A text's place inside a block, by the titles the block's form shows: "Groups 2 › Items 3" becomes
// "Group 2 › Item 3" when the schema names its items ("Service group", "Item").
import type { RJSFSchema } from '@rjsf/utils';
import { humanize } from '../../../shared/schema-view';
import { t } from '../../../shared/i18n';
import type { Path } from './block-review';

type Node = RJSFSchema & { $ref?: string };

function resolve(defs: Record<string, Node>, node: Node | undefined): Node | undefined {
  if (!node?.$ref) return node;
  return { ...defs[node.$ref.replace('#/$defs/', '')], ...node, $ref: undefined };
}

export function textLabel(schema: RJSFSchema, blockType: string, path: Path): string {
  const defs = (schema.$defs ?? {}) as Record<string, Node>;
  let node = resolve(defs, defs[blockType]);
  const names: string[] = [];
  for (const step of path) {
    if (typeof step === 'number') {
      node = resolve(defs, node?.items as Node | undefined);
      const list = names.pop();
      names.push(`${typeof node?.title === 'string' ? node.title : (list ?? t('common.item'))} ${step + 1}`);
    } else {
      node = resolve(defs, node?.properties?.[step] as Node | undefined);
      names.push(typeof node?.title === 'string' ? node.title : humanize(step));
    }
  }
  return names.join(' › ');
}
