// The editor's preview writes its assets and pictures into a temp folder of its own: stopping the
// editor deletes it, so restarts do not pile up folders of fonts and pictures (5.6 MB each).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startEditor } from '../../helpers/editor-server';

it('deletes its temp folder when the editor stops', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'editor-tmp-'));
  try {
    const editor = await startEditor('site.json', { TMPDIR: tmp });
    const previews = async () => (await readdir(tmp)).filter((name) => name.startsWith('site-editor-preview-'));
    try {
      expect(await previews()).toHaveLength(1);
    } finally {
      await editor.stop();
    }
    expect(await previews()).toEqual([]);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
