// Add service, "What its pages say": each block copied from the other service, named as the editor
// names blocks, with the start of its text and its pictures marked; she writes it anew (where each
// part starts: a box per text, the copied words under it to read), keeps or removes it. The page's
// title starts as copied with the new name; its search summary starts empty.
import { useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { blockTitle } from '../../../shared/schema-view';
import { PictureDialog } from '../pictures/PictureDialog';
import {
  choiceOf,
  excerptOf,
  firstChoice,
  firstTitle,
  picturesOf,
  pictureInWords,
  renamed,
  reviewFieldId,
  textsOf,
  type BlockDecision,
  type Choice,
  type PictureChoice,
  type Renaming,
  type Review,
  type ReviewProblems,
} from './block-review';
import { findServiceName } from '../../../../shared/site/service-names';
import { textLabel } from './text-labels';
import { toWords } from './placeholder-words';
import { TextField } from './TextField';
import type { Block, Template } from './draft-model';
import { useTranslation } from '../i18n';

interface Props {
  copied: Template;
  offeredIn: string[];
  sourceName: string;
  /** The copied service (by all its names) and the new one's name. */
  renaming: Renaming;
  /** The boxes that stop the step, shown once she tries to go on. */
  problems: ReviewProblems;
  schema: RJSFSchema;
  review: Review;
  onChange: (review: Review) => void;
}

const CHOICES: Choice[] = ['rewrite', 'keep', 'remove'];

export function BlockReview({ copied, offeredIn, sourceName, renaming, problems, schema, review, onChange }: Props) {
  const { t: words } = useTranslation();
  const service = renaming.to.trim() || words('wizard.service.theService');
  /** A box's problem in words: left empty where it must not be, or still naming the copied service. */
  const problemAt = (id: string) => {
    const problem = problems[id];
    if (!problem) return undefined;
    return 'missing' in problem
      ? words('wizard.review.missing')
      : words('wizard.review.namesSource', { source: sourceName, found: problem.names.join(', '), service });
  };
  /** The copied words under a box, to read while writing (never to edit). */
  const reference = (text: string) => (
    <>
      <span className="tag">{words('wizard.review.forReference', { source: sourceName })}</span>
      <span className="pre-line">{toWords(text)}</span>
    </>
  );
  const [choosing, setChoosing] = useState<{ block: number; key: string }>();
  const page = review.page ?? {};
  const setPage = (key: 'title' | 'description') => (value: string) =>
    onChange({ ...review, page: { ...page, [key]: value } });
  const setBlock = (i: number, decision: BlockDecision) =>
    onChange({ ...review, blocks: { ...review.blocks, [i]: decision } });
  const choose = (i: number, choice: Choice) => setBlock(i, { ...review.blocks[i], choice });
  const setText = (i: number, block: Block, key: string, text: string) => {
    const now = review.blocks[i] ?? { choice: firstChoice(block) };
    setBlock(i, { ...now, texts: { ...now.texts, [key]: text } });
  };
  const setPicture = (i: number, block: Block, key: string, picture: PictureChoice) => {
    const now = review.blocks[i] ?? { choice: firstChoice(block) };
    setBlock(i, { ...now, pictures: { ...now.pictures, [key]: picture } });
  };

  return (
    <>
      <p className="hint">{words('wizard.review.intro', { source: sourceName, service })}</p>
      <p className="hint">{words('wizard.review.placeholders')}</p>
      <fieldset className="review-block">
        <legend>{words('wizard.review.pageFields')}</legend>
        <TextField
          id={reviewFieldId('title')}
          label={words('overrides.pageTitle')}
          required
          value={page.title ?? firstTitle(copied, renaming)}
          problem={problemAt(reviewFieldId('title'))}
          reference={reference(copied.title)}
          onChange={setPage('title')}
        />
        <TextField
          id={reviewFieldId('description')}
          label={words('overrides.pageSummary')}
          multiline
          required
          value={page.description ?? ''}
          problem={problemAt(reviewFieldId('description'))}
          reference={reference(copied.description)}
          onChange={setPage('description')}
        />
      </fieldset>
      <ul className="review-list" aria-label={words('wizard.review.parts')}>
        {copied.blocks.map((block, i) => {
          if (block.towns && !block.towns.some((t) => offeredIn.includes(t))) return null; // never on the new pages
          const decision = review.blocks[i];
          const choice = choiceOf(block, decision);
          const texts = textsOf(block);
          const named = choice === 'keep' && texts.some((t) => findServiceName(t.value, renaming.from).length);
          const title = blockTitle(schema, block.type);
          return (
            <li key={i}>
              <fieldset className={`review-block ${choice}`}>
                <legend>{title}</legend>
                {/* Written anew, each box shows its copied words under it; kept, the start of them as kept (renamed). */}
                {texts.length > 0 ? (
                  choice !== 'rewrite' && (
                    <p className="excerpt">{excerptOf(choice === 'keep' ? renamed(block, renaming) : block)}</p>
                  )
                ) : (
                  <p className="excerpt muted">{words('wizard.review.noWords')}</p>
                )}
                {named && renaming.to.trim() && (
                  <p className="hint">{words('wizard.review.renamed', { source: sourceName, service })}</p>
                )}
                <div
                  className="choice-row"
                  role="radiogroup"
                  aria-label={words('wizard.review.choice', { block: title })}
                >
                  {CHOICES.filter((c) => c !== 'rewrite' || texts.length).map((c) => (
                    <label key={c}>
                      <input type="radio" name={`review-${i}`} checked={choice === c} onChange={() => choose(i, c)} />{' '}
                      {words(`wizard.review.choices.${c}`)}
                    </label>
                  ))}
                </div>
                {choice === 'rewrite' &&
                  texts.map((t) => (
                    <TextField
                      key={t.key}
                      id={reviewFieldId(i, t.key)}
                      label={textLabel(schema, block.type, t.path)}
                      multiline={t.value.length > 60}
                      value={decision?.texts?.[t.key] ?? ''}
                      placeholder={words('wizard.review.emptyKeeps', { source: sourceName })}
                      problem={problemAt(reviewFieldId(i, t.key))}
                      reference={reference(t.value)}
                      onChange={(v) => setText(i, block, t.key, v)}
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
                              onClick={() => setPicture(i, block, p.key, 'remove')}
                            >
                              {words('wizard.review.removePicture')}
                            </button>
                          )
                        ) : (
                          <button
                            type="button"
                            className="small-button"
                            onClick={() => setPicture(i, block, p.key, 'keep')}
                          >
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
            setPicture(choosing.block, copied.blocks[choosing.block]!, choosing.key, { src, alt: alt ?? '' });
            setChoosing(undefined);
          }}
        />
      )}
    </>
  );
}
