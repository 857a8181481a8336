// The dialog for adding a block: every block type by its name for people and what the visitor sees
// (the schema's title and description), found by typing words of either or the type's own name.
import { useEffect, useRef, useState } from 'react';
import type { BlockTypeHelp } from '../../shared/schema-view';

interface Props {
  types: BlockTypeHelp[];
  onChoose: (type: string) => void;
  onClose: () => void;
}

export function BlockChooser({ types, onChoose, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const shown = types.filter((t) =>
    `${t.title} ${t.type} ${t.description}`.toLowerCase().includes(filter.toLowerCase()),
  );
  return (
    <dialog ref={dialog} className="dialog chooser" aria-labelledby="chooser-title" onClose={onClose}>
      <h2 id="chooser-title">Add a block</h2>
      <label className="filter">
        Find a block type <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoFocus />
      </label>
      <ul className="choices">
        {shown.map((t) => (
          <li key={t.type}>
            <button type="button" onClick={() => onChoose(t.type)}>
              <strong>{t.title}</strong>
              <span>{t.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
