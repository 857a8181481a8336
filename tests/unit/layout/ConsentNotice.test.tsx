import { describe, expect, it } from 'vitest';
import { ConsentNotice } from '../../../src/renderer/layout/ConsentNotice';
import { ConsentSettings } from '../../../src/ui/ConsentSettings';
import { render, tags, text } from './render-layout';

describe('ConsentNotice', () => {
  it('is not in the server HTML (it is decided after mount, so hydration cannot mismatch)', () => {
    expect(render(<ConsentNotice />).html).toBe('');
  });

  it('ConsentSettings is a plain button that re-opens the choice', () => {
    const { html } = render(<ConsentSettings />);
    const [button] = tags(html, 'button');
    expect(button.attrs.type).toBe('button');
    expect(text(html)).toBe('Change cookie choice');
  });
});
