// One picture's details: its alt text at every place it is used (edited in the draft like any field),
// rename (the server changes the file and every reference in site.json together), where it is used
// (links to the fields) and delete, offered only when nothing uses it.
import { useRef, useState } from 'react';
import type { SiteState } from '../use-site';
import { hrefOf } from '../use-location';
import type { PictureUse } from '../../../shared/picture-uses';
import { picturesApi, sizeInWords, type Picture } from './pictures-api';
import { refreshPictures } from './use-pictures';
import { useTranslation } from '../i18n';

interface Props {
  picture: Picture;
  uses: PictureUse[];
  site: SiteState;
  go: (pointer: string) => void;
  /** Said after a rename or delete, which close these details (the screen shows it). */
  onDone: (message: string) => void;
}

const baseOf = (name: string) => name.replace(/\.[a-z]+$/, '');

export function PictureDetail({ picture, uses, site, go, onDone }: Props) {
  const { t } = useTranslation();
  const extension = picture.name.slice(baseOf(picture.name).length);
  const [newBase, setNewBase] = useState(baseOf(picture.name));
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = useRef<HTMLDialogElement>(null);
  // Saved uses count too: a picture the draft no longer shows may still be in site.json on disk.
  const unused = uses.length === 0 && picture.uses.length === 0;
  const withAlt = uses.filter((u) => u.altPointer);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      onDone(await work());
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(false);
    }
  };

  const rename = () =>
    run(async () => {
      const to = `${newBase}${extension}`;
      const { name } = await picturesApi.rename(picture.name, to, site.loaded!.hash);
      await site.reloadFromDisk();
      await refreshPictures();
      go(`/pictures/${name}`);
      return t('pictures.renamed', { name });
    });

  const remove = () =>
    run(async () => {
      confirm.current?.close();
      await picturesApi.remove(picture.name);
      await refreshPictures();
      go('/pictures');
      return t('pictures.deleted', { name: picture.name });
    });

  return (
    <article className="picture-detail" aria-labelledby="picture-title">
      <img className="picture-large" src={picture.thumbnail} alt={withAlt[0]?.alt ?? ''} />
      <div className="picture-facts">
        <h2 id="picture-title">{picture.name}</h2>
        <p className="picture-meta">
          {picture.width && picture.height ? `${picture.width} × ${picture.height} px · ` : ''}
          {sizeInWords(picture.bytes)}
        </p>

        <h3>{t('pictures.altText')}</h3>
        {withAlt.length ? (
          withAlt.map((use) => (
            <div className="form-group" key={use.altPointer}>
              <label className="control-label" htmlFor={`alt-${use.altPointer}`}>
                {use.where}
              </label>
              <input
                id={`alt-${use.altPointer}`}
                type="text"
                value={use.alt ?? ''}
                onChange={(event) => site.change(use.altPointer!, event.target.value)}
              />
            </div>
          ))
        ) : (
          <p className="hint">{t('pictures.noAltHint')}</p>
        )}

        <h3>{t('pictures.whereUsed')}</h3>
        {uses.length ? (
          <ul className="picture-uses-list">
            {uses.map((use) => (
              <li key={use.pointer}>
                <a href={hrefOf(use.pointer)}>{use.where}</a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hint">{picture.uses.length ? t('pictures.nowhereInDraft') : t('pictures.nowhere')}</p>
        )}

        <h3>{t('pictures.rename')}</h3>
        <form
          className="rename"
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <label className="visually-hidden" htmlFor="picture-new-name">
            {t('pictures.newName')}
          </label>
          <input
            id="picture-new-name"
            type="text"
            value={newBase}
            pattern="[a-z0-9][a-z0-9\-]*"
            aria-describedby="rename-hint"
            onChange={(event) => setNewBase(event.target.value.toLowerCase().replace(/[^a-z0-9-]+/g, '-'))}
          />
          <span className="extension">{extension}</span>
          <button type="submit" disabled={busy || site.dirty || !newBase || newBase === baseOf(picture.name)}>
            {t('pictures.rename')}
          </button>
        </form>
        <p id="rename-hint" className="hint">
          {site.dirty ? t('pictures.saveFirst') : t('pictures.renameHint')}
        </p>

        <div className="detail-actions">
          <button
            type="button"
            className="danger"
            disabled={busy || !unused}
            onClick={() => confirm.current?.showModal()}
            aria-describedby="delete-hint"
          >
            {t('pictures.delete')}
          </button>
          <span id="delete-hint" className="hint">
            {unused ? t('pictures.unused') : t('pictures.onlyUnused')}
          </span>
        </div>
        {problem && (
          <p role="alert" className="text-danger">
            {problem}
          </p>
        )}
      </div>
      <dialog ref={confirm} className="dialog" aria-labelledby="confirm-delete-title">
        <h2 id="confirm-delete-title">{t('pictures.confirmDelete', { name: picture.name })}</h2>
        <p>{t('pictures.confirmDeleteWords')}</p>
        <div className="dialog-actions">
          <button type="button" onClick={() => confirm.current?.close()}>
            {t('pictures.keep')}
          </button>
          <button type="button" className="primary danger-fill" onClick={() => void remove()}>
            {t('pictures.deleteButton')}
          </button>
        </div>
      </dialog>
    </article>
  );
}
