// The dialog for adding a block: every block type with what the visitor sees, filterable by typing.
import { useEffect, useRef, useState } from 'react';

interface Props { types: { type: string; description: string }[]; onChoose: (type: string) => void; onClose: () => void }

export function BlockChooser({ types, onChoose, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [filter, setFilter] = useState('');
  useEffect(() => { dialog.current?.showModal(); }, []);
  const shown = types.filter((t) => `${t.type} ${t.description}`.toLowerCase().includes(filter.toLowerCase()));
  return (
    <dialog ref={dialog} className="dialog chooser" aria-labelledby="chooser-title" onClose={onClose}>
      <h2 id="chooser-title">Add a block</h2>
      <label className="filter">Find a block type <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoFocus /></label>
      <ul className="choices">
        {shown.map((t) => (
          <li key={t.type}>
            <button type="button" onClick={() => onChoose(t.type)}>
              <strong>{t.type}</strong>
              <span>{t.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions"><button type="button" onClick={() => dialog.current?.close()}>Cancel</button></div>
    </dialog>
  );
}
