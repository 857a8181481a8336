// Adding pictures: drop files here or choose them; each shows its progress, then its new name (or the
// picture already in the library with the same content) or, in plain words, why it was refused. Oversized files are refused before any byte is sent.
import { useRef, useState } from 'react';
import { picturesApi, sizeInWords } from './pictures-api';
import { refreshPictures } from './use-pictures';
import { Trans, useTranslation } from '../i18n';

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
  const { t } = useTranslation();
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
          error: t('pictures.upload.tooBig', { size: sizeInWords(file.size), limit: sizeInWords(maxBytes) }),
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
        {t('pictures.upload.drop')}
        <button type="button" onClick={() => input.current?.click()}>
          {t('pictures.upload.choose')}
        </button>
      </p>
      <p className="hint">{t('pictures.upload.hint', { limit: sizeInWords(maxBytes) })}</p>
      <input
        ref={input}
        hidden
        type="file"
        accept={ACCEPT}
        multiple
        aria-label={t('pictures.upload.files')}
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
                  <Trans
                    i18nKey="pictures.upload.added"
                    values={{ name: u.done }}
                    components={{ strong: <strong /> }}
                  />
                </span>
              ) : (
                <progress max={1} value={u.progress} aria-label={t('pictures.upload.uploading', { file: u.file })} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
