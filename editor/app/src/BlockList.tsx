// A page's blocks in order: choose one to edit its fields; add (with a chooser that says what each
// block shows), duplicate, remove (undo brings it back), move up and down by buttons or by dragging.
import { AddInMainLanguage } from './AddInMainLanguage';
import { useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { longTextUiSchema } from './long-text';
import type { SiteState } from './use-site';
import { SchemaForm } from './SchemaForm';
import { definitionSchema, blockTypes, blockTitle } from '../../shared/schema-view';
import { getAt, segmentsOf } from '../../shared/pointer';
import { hrefOf } from './use-location';
import { BlockChooser } from './BlockChooser';
import { blockSummary as summaryOf } from './block-summary';
import { useTranslation } from './i18n';

interface Props {
  pagePointer: string;
  pointer: string;
  site: SiteState;
  go: (pointer: string) => void;
}
type Block = Record<string, unknown> & { type: string };

/** A small line icon; the button around it carries the name. */
const Icon = ({ path }: { path: string }) => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);

const HIDDEN = { 'ui:widget': 'hidden' };
/** A block's type is chosen when it is added; its id and towns mean something only in a town page template. */
const uiSchemaFor = (inTemplate: boolean) =>
  inTemplate ? { type: HIDDEN } : { type: HIDDEN, id: HIDDEN, towns: { 'ui:field': 'none' } };
/** A block type's form: its long texts in boxes of several lines, its type (and outside a template its id and towns) hidden. */
const formUiSchema = (schema: RJSFSchema, inTemplate: boolean) => ({
  ...longTextUiSchema(schema),
  ...uiSchemaFor(inTemplate),
});

export function BlockList({ pagePointer, pointer, site, go }: Props) {
  const { t } = useTranslation();
  const { model, loaded, check, change } = site;
  const listPointer = `${pagePointer}/blocks`;
  const blocks = (getAt(model, listPointer) as Block[] | undefined) ?? [];
  const selected = pointer.startsWith(`${listPointer}/`)
    ? Number(segmentsOf(pointer.slice(listPointer.length))[0])
    : undefined;
  const [choosing, setChoosing] = useState(false);
  const [removed, setRemoved] = useState<string>();
  const [dragged, setDragged] = useState<number>();
  const problems = check?.problems ?? [];
  const types = blockTypes(loaded!.schema);
  const nameOf = (block: Block) => blockTitle(loaded!.schema, block.type);

  const write = (next: Block[], focus?: number) => {
    change(listPointer, next, `${listPointer}#${Date.now()}`); // each list action is its own undo step
    if (focus !== undefined) go(`${listPointer}/${focus}`);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    const next = [...blocks];
    const [block] = next.splice(from, 1);
    next.splice(to, 0, block);
    write(next, to);
  };
  const duplicate = (i: number) => {
    const copy = structuredClone(blocks[i]);
    delete copy.id; // a block id names one block of a template
    write([...blocks.slice(0, i + 1), copy, ...blocks.slice(i + 1)], i + 1);
  };
  const remove = (i: number) => {
    const summary = summaryOf(blocks[i], model);
    setRemoved(`${nameOf(blocks[i])}${summary ? ` ${t('common.quoted', { name: summary })}` : ''}`);
    write(blocks.filter((_, j) => j !== i));
    go(listPointer);
  };
  const add = (type: string) => {
    setChoosing(false);
    const at = selected === undefined ? blocks.length : selected + 1;
    write([...blocks.slice(0, at), { type }, ...blocks.slice(at)], at);
  };

  return (
    <section className="blocks" aria-labelledby="blocks-title">
      <div className="blocks-head">
        <h2 id="blocks-title">{t('blocks.title')}</h2>
        <AddInMainLanguage>
          <button type="button" className="primary-light" onClick={() => setChoosing(true)}>
            {t('blocks.add')}
          </button>
        </AddInMainLanguage>
      </div>
      {removed && (
        <div className="toast" role="status">
          {t('blocks.removed', { block: removed })}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              site.undo();
              setRemoved(undefined);
            }}
          >
            {t('common.undo')}
          </button>
        </div>
      )}
      <ol className="block-list">
        {blocks.map((block, i) => {
          const blockPointer = `${listPointer}/${i}`;
          const count = problems.filter(
            (p) => p.pointer === blockPointer || p.pointer.startsWith(`${blockPointer}/`),
          ).length;
          const open = selected === i;
          const formSchema = open ? definitionSchema(loaded!.schema, block.type) : undefined;
          const summary = summaryOf(block, model);
          return (
            <li
              key={i}
              id={`block-${blockPointer}`}
              className={`block${open ? ' open' : ''}${dragged === i ? ' dragging' : ''}`}
              draggable
              onDragStart={() => setDragged(i)}
              onDragEnd={() => setDragged(undefined)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged !== undefined) move(dragged, i);
                setDragged(undefined);
              }}
            >
              <div className="block-head">
                <span className="drag-handle" aria-hidden="true">
                  ⋮⋮
                </span>
                <a className="block-name" href={hrefOf(open ? listPointer : blockPointer)} aria-expanded={open}>
                  <span className="block-type">{nameOf(block)}</span>
                  {summary && <span className="block-summary">{summary}</span>}
                  {count > 0 && (
                    <span className="badge" aria-label={t('common.problems', { count })}>
                      {count}
                    </span>
                  )}
                </a>
                {/* Beside the name or, when the column is narrow, on a row of their own: never over it. */}
                <span className="block-actions">
                  <button
                    type="button"
                    className="icon"
                    aria-label={t('blocks.moveUp', { name: nameOf(block), place: i + 1 })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    <Icon path="M12 19V5M5 12l7-7 7 7" />
                  </button>
                  <button
                    type="button"
                    className="icon"
                    aria-label={t('blocks.moveDown', { name: nameOf(block), place: i + 1 })}
                    disabled={i === blocks.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <Icon path="M12 5v14M5 12l7 7 7-7" />
                  </button>
                  <button
                    type="button"
                    className="icon"
                    aria-label={t('blocks.duplicate', { name: nameOf(block), place: i + 1 })}
                    onClick={() => duplicate(i)}
                  >
                    <Icon path="M8 8h11v11H8zM5 16V5h11" />
                  </button>
                  <button
                    type="button"
                    className="icon danger"
                    aria-label={t('blocks.remove', { name: nameOf(block), place: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    <Icon path="M6 6l12 12M18 6L6 18" />
                  </button>
                </span>
              </div>
              {formSchema && (
                <div className="block-form">
                  <SchemaForm
                    schema={formSchema}
                    pointer={blockPointer}
                    value={block}
                    problems={site.notes}
                    onChange={change}
                    uiSchema={formUiSchema(formSchema, listPointer.startsWith('/templates/'))}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {choosing && <BlockChooser types={types} onChoose={add} onClose={() => setChoosing(false)} />}
    </section>
  );
}
