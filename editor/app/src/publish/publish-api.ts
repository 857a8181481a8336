// Calls for Publish and the list of builds (editor/server/publish-routes.ts).
import type { PublishOverview } from '../../../shared/api-types';
import { call } from '../api';

export const publishApi = {
  /** Server-Sent Events: the overview on opening and on every change of the running publish. */
  eventsUrl: '/api/publish/events',
  overview: () => call<PublishOverview>('GET', '/api/publish'),
  publish: () => call<PublishOverview>('POST', '/api/publish', {}),
  activate: (id: string) => call<PublishOverview>('POST', `/api/builds/${encodeURIComponent(id)}/activate`, {}),
};
