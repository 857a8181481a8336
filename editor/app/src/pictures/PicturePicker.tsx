// The picture picker: the widget for every field the schema marks as a picture file (schema-view.ts
// sets format "picture"; "picture-with-alt" when an alt text sits beside it, as in every Image).
// It shows the thumbnail and opens the library in a dialog; a picture is placed only with an alt text.
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { getAt, segmentsOf, pointerOf } from '../../../shared/pointer';
import { usePictures } from './use-pictures';
import { useSiteState } from './site-context';
import { PictureDialog } from './PictureDialog';
import { useTranslation } from '../i18n';

export function PicturePicker({ id, value, onChange, schema, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const site = useSiteState();
  const { list } = usePictures();
  const [open, setOpen] = useState(false);
  const name = typeof value === 'string' ? value : '';
  const picture = list?.pictures.find((p) => p.name === name);
  const pointer = id.replace(/^f/, '');
  const imagePointer = pointerOf(segmentsOf(pointer).slice(0, -1));
  const withAlt = schema.format === 'picture-with-alt';
  const currentAlt = withAlt
    ? String((getAt(site.model, imagePointer) as Record<string, unknown> | undefined)?.alt ?? '')
    : undefined;

  const place = (chosen: string, alt?: string) => {
    setOpen(false);
    // The file and its alt text change together, as one step of undo.
    if (withAlt) site.change(imagePointer, { ...(getAt(site.model, imagePointer) as object), src: chosen, alt });
    else onChange(chosen);
  };

  return (
    <div className="picture-field">
      <span className="thumb small">
        {picture ? <img src={picture.thumbnail} alt="" /> : <span aria-hidden="true">{t('pictures.none')}</span>}
      </span>
      <div className="picture-field-main">
        <input
          id={id}
          type="text"
          value={name}
          disabled={disabled}
          readOnly={readonly}
          spellCheck={false}
          aria-describedby={`${id}-choose`}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
        <button
          id={`${id}-choose`}
          type="button"
          className="primary-light"
          disabled={disabled || readonly}
          onClick={() => setOpen(true)}
        >
          {t('pictures.choose')}
        </button>
        {name && list && !picture && <span className="text-danger">{t('pictures.missing', { name })}</span>}
      </div>
      {open && (
        <PictureDialog
          current={name}
          currentAlt={currentAlt}
          withAlt={withAlt}
          onPlace={place}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
