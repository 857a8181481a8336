// The picture library as one shared, refreshable list: the Pictures screen and every picker show the same.
import { useEffect, useSyncExternalStore } from 'react';
import { picturesApi, type PictureList } from './pictures-api';
import { t } from '../../../shared/i18n';

interface State {
  list?: PictureList;
  error?: string;
}
let state: State = {};
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
const publish = (next: State) => {
  state = next;
  listeners.forEach((l) => l());
};

export function refreshPictures(): Promise<void> {
  loading = picturesApi
    .list()
    .then((list) => publish({ list }))
    .catch((error: Error) => publish({ ...state, error: t('pictures.listFailed', { error: error.message }) }));
  return loading;
}

export function usePictures(): State {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
  useEffect(() => {
    if (!loading) void refreshPictures();
  }, []);
  return current;
}
