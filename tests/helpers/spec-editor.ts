// One editor for a Playwright spec file: started before its tests (a busy two-core machine takes up
// to two minutes), stopped after them. The spec reads it as a RunningEditor (`editor.url(…)`).
import { test } from '@playwright/test';
import { startEditor, type RunningEditor } from './editor-server';

export function editorForThisFile(site: Parameters<typeof startEditor>[0]): RunningEditor {
  let running: RunningEditor | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    running = await startEditor(site);
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  return new Proxy({} as RunningEditor, {
    get(_, key) {
      if (!running) throw new Error('The editor is read before the spec file has started it (in beforeAll).');
      return Reflect.get(running, key);
    },
  });
}
