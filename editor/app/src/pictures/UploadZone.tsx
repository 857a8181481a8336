// Adding pictures: drop files here or choose them; each shows its progress, then its new name (or the
// picture already in the library with the same content) or, in plain words, why it was refused. Oversized files are refused before any byte is sent.
import { useRef, useState } from 'react';
import { picturesApi, sizeInWords } from './pictures-api';
import { refreshPictures } from './use-pictures';

interface Upload {
  file: string;
  progress: number;
  done?: string;
  alreadyThere?: string;
  error?: string;
}
interface Props {
  maxBytes: number;
  onUploaded?: (name: string) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,.jpg,.jpeg,.png,.webp,.avif';

export function UploadZone({ maxBytes, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);

  const update = (index: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u, i) => (i === index ? { ...u, ...change } : u)));

  const add = async (files: File[]) => {
    const start = uploads.length;
    setUploads((list) => [...list, ...files.map((f) => ({ file: f.name, progress: 0 }))]);
    for (const [offset, file] of files.entries()) {
      const index = start + offset;
      if (file.size > maxBytes) {
        update(index, {
          error: `${sizeInWords(file.size)} is over the ${sizeInWords(maxBytes)} limit. Export it smaller and try again.`,
        });
        continue;
      }
      try {
        const { name, existing, message } = await picturesApi.upload(file, (progress) => update(index, { progress }));
        update(index, { progress: 1, done: name, alreadyThere: existing ? message : undefined });
        await refreshPictures();
        onUploaded?.(name);
      } catch (error) {
        update(index, { error: (error as Error).message });
      }
    }
  };

  return (
    <div
      className={`upload-zone${over ? ' over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        void add([...event.dataTransfer.files]);
      }}
    >
      <p className="upload-prompt">
        Drop photos here, or
        <button type="button" onClick={() => input.current?.click()}>
          Choose a file
        </button>
      </p>
      <p className="hint">
        JPEG, PNG, WebP or AVIF, up to {sizeInWords(maxBytes)}. Photos are turned upright and their hidden details (such
        as where they were taken) are removed.
      </p>
      <input
        ref={input}
        hidden
        type="file"
        accept={ACCEPT}
        multiple
        aria-label="Picture files to add"
        onChange={(event) => {
          void add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {uploads.length > 0 && (
        <ul className="uploads" aria-live="polite">
          {uploads.map((u, i) => (
            <li key={i} className={u.error ? 'failed' : undefined}>
              <span className="upload-name">{u.file}</span>
              {u.error ? (
                <span role="alert">{u.error}</span>
              ) : u.alreadyThere ? (
                <span>{u.alreadyThere}</span>
              ) : u.done ? (
                <span>
                  Added as <strong>{u.done}</strong>
                </span>
              ) : (
                <progress max={1} value={u.progress} aria-label={`Uploading ${u.file}`} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
