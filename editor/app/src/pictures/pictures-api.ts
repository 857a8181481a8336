// The picture library's calls. Uploads go by XMLHttpRequest, the one browser API that reports upload
// progress; like every write they carry the session's CSRF token.
import { ApiError } from '../api';
import type { PictureUse } from '../../../shared/picture-uses';
import { t } from '../../../shared/i18n';

export interface Picture {
  name: string;
  bytes: number;
  width?: number;
  height?: number;
  thumbnail: string;
  uses: PictureUse[];
}
export interface PictureList {
  maxBytes: number;
  pictures: Picture[];
}
/** An upload's answer: the new picture's name, or (`existing`) the one in the library with the same content, in words. */
export interface Uploaded {
  name: string;
  existing?: boolean;
  message?: string;
}

const csrf = () =>
  fetch('/api/session')
    .then((r) => r.json())
    .then((b: { csrfToken: string }) => b.csrfToken);

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'x-csrf-token': await csrf(), 'content-type': 'application/json' };
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json().catch(() => ({ error: t('api.noDetails', { status: response.status }) }));
  if (!response.ok) throw new ApiError(response.status, json);
  return json as T;
}

export const picturesApi = {
  list: async (): Promise<PictureList> => {
    const response = await fetch('/api/pictures');
    if (!response.ok) throw new ApiError(response.status, await response.json());
    return response.json();
  },
  rename: (name: string, to: string, baseHash: string) =>
    send<{ name: string; hash?: string }>('POST', `/api/pictures/${encodeURIComponent(name)}/rename`, { to, baseHash }),
  remove: (name: string) => send<{ deleted: string }>('DELETE', `/api/pictures/${encodeURIComponent(name)}`),
  upload: async (file: File, onProgress: (fraction: number) => void): Promise<Uploaded> => {
    const token = await csrf();
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', '/api/pictures');
      request.setRequestHeader('x-csrf-token', token);
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        const body = (request.response ?? {}) as Record<string, unknown>;
        if (request.status === 201 || request.status === 200) resolve(body as unknown as Uploaded);
        else
          reject(
            new ApiError(
              request.status,
              body.error ? body : { error: t('pictures.upload.failed', { status: request.status }) },
            ),
          );
      };
      request.onerror = () => reject(new Error(t('pictures.upload.cutOff')));
      const form = new FormData();
      form.append('file', file);
      request.send(form);
    });
  },
};

export const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024
    ? t('pictures.megabytes', { size: Number((bytes / 1024 / 1024).toFixed(1)) })
    : t('pictures.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });
