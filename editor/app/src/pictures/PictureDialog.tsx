// The library in a dialog, for a picture field: choose (or upload) a picture, say what it shows, place it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { picturesInUse } from '../../../shared/picture-uses';
import { usePictures } from './use-pictures';
import { useSiteState } from './site-context';
import { altOf, PictureCard } from './PictureCard';
import { UploadZone } from './UploadZone';
import { useTranslation } from '../i18n';

interface Props {
  current: string;
  currentAlt?: string;
  withAlt: boolean;
  onPlace: (name: string, alt?: string) => void;
  onClose: () => void;
}

export function PictureDialog({ current, currentAlt, withAlt, onPlace, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const site = useSiteState();
  const { list } = usePictures();
  const pictures = useMemo(() => list?.pictures ?? [], [list]);
  const uses = useMemo(
    () =>
      picturesInUse(
        site.model,
        pictures.map((p) => p.name),
      ),
    [site.model, pictures],
  );
  const [chosen, setChosen] = useState(current);
  const [alt, setAlt] = useState(currentAlt ?? '');
  // Opened once the library is there, so the focus lands on its first control (Choose a file), not on
  // whatever came first while the list was still on its way (on a slow machine, the alt text or Cancel).
  useEffect(() => {
    if (list && !dialog.current?.open) dialog.current?.showModal();
  }, [list]);

  const choose = (name: string) => {
    setChosen(name);
    // Another picture needs its own words: the alt text it has elsewhere is a start, else it is asked for.
    setAlt(name === current ? (currentAlt ?? '') : (altOf(uses.get(name) ?? []) ?? ''));
  };
  const missing = !chosen
    ? t('pictures.dialog.chooseFirst')
    : withAlt && !alt.trim()
      ? t('pictures.dialog.writeAlt')
      : undefined;

  return (
    <dialog
      ref={dialog}
      className="dialog wide picture-dialog"
      aria-labelledby="picture-dialog-title"
      onClose={onClose}
    >
      <h2 id="picture-dialog-title">{t('pictures.dialog.title')}</h2>
      {list && <UploadZone maxBytes={list.maxBytes} onUploaded={choose} />}
      <ul className="picture-grid compact" aria-label={t('sections.pictures')}>
        {pictures.map((picture) => (
          <li key={picture.name}>
            <button
              type="button"
              className="picture-card"
              aria-pressed={picture.name === chosen}
              onClick={() => choose(picture.name)}
            >
              <PictureCard picture={picture} uses={uses.get(picture.name) ?? []} />
            </button>
          </li>
        ))}
      </ul>
      {withAlt && (
        <div className="form-group alt-field">
          <label className="control-label" htmlFor="picture-dialog-alt">
            {t('pictures.dialog.altLabel')}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
          <p className="field-description" id="picture-dialog-alt-hint">
            {t('pictures.dialog.altHint')}
          </p>
          <input
            id="picture-dialog-alt"
            type="text"
            required
            aria-describedby="picture-dialog-alt-hint"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        </div>
      )}
      <div className="dialog-actions">
        {missing && (
          <span className="hint dialog-reason" role="status">
            {missing}
          </span>
        )}
        <button type="button" onClick={() => dialog.current?.close()}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!!missing}
          onClick={() => onPlace(chosen, withAlt ? alt.trim() : undefined)}
        >
          {t('pictures.dialog.use')}
        </button>
      </div>
    </dialog>
  );
}
