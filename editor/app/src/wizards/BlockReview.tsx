// Add service, "What its pages say": each block copied from the other service, named as the editor
// names blocks, with the start of its text and its pictures marked; she keeps, rewrites or removes it.
import { useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { blockTitle } from '../../../shared/schema-view';
import { PictureDialog } from '../pictures/PictureDialog';
import {
  excerptOf,
  picturesOf,
  pictureInWords,
  textsOf,
  type BlockDecision,
  type Choice,
  type PictureChoice,
  type Review,
} from './block-review';
import { textLabel } from './text-labels';
import { toWords } from './placeholder-words';
import { TextField } from './TextField';
import type { Block, Template } from './draft-model';
import { useTranslation } from '../i18n';

interface Props {
  copied: Template;
  offeredIn: string[];
  sourceName: string;
  schema: RJSFSchema;
  review: Review;
  onChange: (review: Review) => void;
}

const CHOICES: Choice[] = ['keep', 'rewrite', 'remove'];

export function BlockReview({ copied, offeredIn, sourceName, schema, review, onChange }: Props) {
  const { t: words } = useTranslation();
  const [choosing, setChoosing] = useState<{ block: number; key: string }>();
  const page = review.page ?? {};
  const setPage = (key: 'title' | 'description') => (value: string) =>
    onChange({ ...review, page: { ...page, [key]: value } });
  const setBlock = (i: number, decision: BlockDecision) =>
    onChange({ ...review, blocks: { ...review.blocks, [i]: decision } });
  const choose = (i: number, block: Block, choice: Choice) => {
    const now = review.blocks[i];
    const texts =
      choice === 'rewrite' && !now?.texts
        ? Object.fromEntries(textsOf(block).map((t) => [t.key, toWords(t.value)]))
        : now?.texts;
    setBlock(i, { ...now, choice, texts });
  };
  const setPicture = (i: number, key: string, picture: PictureChoice) => {
    const now = review.blocks[i] ?? { choice: 'keep' };
    setBlock(i, { ...now, pictures: { ...now.pictures, [key]: picture } });
  };

  return (
    <>
      <p className="hint">{words('wizard.review.intro', { source: sourceName })}</p>
      <fieldset className="review-block">
        <legend>{words('wizard.review.pageFields')}</legend>
        <TextField
          id="review-title"
          label={words('overrides.pageTitle')}
          value={page.title ?? toWords(copied.title)}
          onChange={setPage('title')}
        />
        <TextField
          id="review-description"
          label={words('overrides.pageSummary')}
          multiline
          value={page.description ?? toWords(copied.description)}
          onChange={setPage('description')}
        />
      </fieldset>
      <ul className="review-list" aria-label={words('wizard.review.parts')}>
        {copied.blocks.map((block, i) => {
          if (block.towns && !block.towns.some((t) => offeredIn.includes(t))) return null; // never on the new pages
          const decision = review.blocks[i];
          const choice = decision?.choice ?? 'keep';
          const texts = textsOf(block);
          const title = blockTitle(schema, block.type);
          return (
            <li key={i}>
              <fieldset className={`review-block ${choice}`}>
                <legend>{title}</legend>
                {texts.length > 0 ? (
                  <p className="excerpt">{excerptOf(block)}</p>
                ) : (
                  <p className="excerpt muted">{words('wizard.review.noWords')}</p>
                )}
                <div
                  className="choice-row"
                  role="radiogroup"
                  aria-label={words('wizard.review.choice', { block: title })}
                >
                  {CHOICES.filter((c) => c !== 'rewrite' || texts.length).map((c) => (
                    <label key={c}>
                      <input
                        type="radio"
                        name={`review-${i}`}
                        checked={choice === c}
                        onChange={() => choose(i, block, c)}
                      />{' '}
                      {words(`wizard.review.choices.${c}`)}
                    </label>
                  ))}
                </div>
                {choice === 'rewrite' &&
                  texts.map((t) => (
                    <TextField
                      key={t.key}
                      id={`review-${i}-${t.key}`}
                      label={textLabel(schema, block.type, t.path)}
                      multiline={t.value.length > 60}
                      value={decision?.texts?.[t.key] ?? ''}
                      onChange={(v) => setBlock(i, { ...decision!, texts: { ...decision!.texts, [t.key]: v } })}
                    />
                  ))}
                {choice !== 'remove' &&
                  picturesOf(block).map((p) => {
                    const now = decision?.pictures?.[p.key] ?? 'keep';
                    // A picture the block cannot do without (a hero's) is replaced, never removed.
                    const required =
                      p.path.length === 1 &&
                      ((schema.$defs?.[block.type] as RJSFSchema | undefined)?.required ?? []).includes(
                        String(p.path[0]),
                      );
                    return (
                      <div key={p.key} className={`review-picture${now === 'keep' ? ' copied' : ''}`}>
                        <span>
                          {now === 'keep' ? (
                            <>
                              <span className="tag">{words('wizard.review.copied')}</span>{' '}
                              {pictureInWords(sourceName, p.src)}
                            </>
                          ) : now === 'remove' ? (
                            <>{words('wizard.review.removed', { picture: pictureInWords(sourceName, p.src) })}</>
                          ) : (
                            <>{words('wizard.review.newPicture', { src: now.src, alt: now.alt })}</>
                          )}
                        </span>
                        <button
                          type="button"
                          className="small-button"
                          onClick={() => setChoosing({ block: i, key: p.key })}
                        >
                          {words('wizard.chooseAnotherPicture')}
                        </button>
                        {now === 'keep' ? (
                          !required && (
                            <button
                              type="button"
                              className="small-button"
                              onClick={() => setPicture(i, p.key, 'remove')}
                            >
                              {words('wizard.review.removePicture')}
                            </button>
                          )
                        ) : (
                          <button type="button" className="small-button" onClick={() => setPicture(i, p.key, 'keep')}>
                            {words('wizard.review.keepPicture')}
                          </button>
                        )}
                      </div>
                    );
                  })}
              </fieldset>
            </li>
          );
        })}
      </ul>
      {choosing && (
        <PictureDialog
          current=""
          withAlt
          onClose={() => setChoosing(undefined)}
          onPlace={(src, alt) => {
            setPicture(choosing.block, choosing.key, { src, alt: alt ?? '' });
            setChoosing(undefined);
          }}
        />
      )}
    </>
  );
}
