// The dialog for adding a block: every block type by its name for people and what the visitor sees
// (the schema's title and description), found by typing words of either or the type's own name.
import { useEffect, useRef, useState } from 'react';
import type { BlockTypeHelp } from '../../shared/schema-view';
import { useTranslation } from './i18n';

interface Props {
  types: BlockTypeHelp[];
  onChoose: (type: string) => void;
  onClose: () => void;
}

export function BlockChooser({ types, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const shown = types.filter((type) =>
    `${type.title} ${type.type} ${type.description}`.toLowerCase().includes(filter.toLowerCase()),
  );
  return (
    <dialog ref={dialog} className="dialog chooser" aria-labelledby="chooser-title" onClose={onClose}>
      <h2 id="chooser-title">{t('chooser.title')}</h2>
      <label className="filter">
        {t('chooser.find')} <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoFocus />
      </label>
      <ul className="choices">
        {shown.map((type) => (
          <li key={type.type}>
            <button type="button" onClick={() => onChoose(type.type)}>
              <strong>{type.title}</strong>
              <span>{type.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          {t('common.cancel')}
        </button>
      </div>
    </dialog>
  );
}
