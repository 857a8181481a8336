import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES, messageFromResponse } from '../../../shared/contact/rules';

describe('messageFromResponse (spec section 8)', () => {
  it('uses the server message on success, else the default thank-you', () => {
    expect(messageFromResponse({ success: true, message: 'Got it!' })).toEqual({ ok: true, text: 'Got it!' });
    expect(messageFromResponse({ success: true })).toEqual({ ok: true, text: DEFAULT_MESSAGES.success });
    expect(messageFromResponse({ success: true, message: '  ' }).text).toBe(DEFAULT_MESSAGES.success);
    expect(DEFAULT_MESSAGES.success).toBe(
      "Thank you! Your message has been sent successfully. We'll get back to you soon.",
    );
  });

  it('joins the error messages with a comma when the server lists errors', () => {
    const json = { success: false, message: 'ignored', errors: [{ message: 'A' }, { field: 'x', message: 'B' }] };
    expect(messageFromResponse(json)).toEqual({ ok: false, text: 'A, B' });
  });

  it('skips malformed error entries, falling back to the message when none is usable', () => {
    expect(messageFromResponse({ success: false, errors: [null, 3, { message: 'C' }] }).text).toBe('C');
    expect(messageFromResponse({ success: false, message: 'Server says no', errors: [{}] }).text).toBe(
      'Server says no',
    );
    expect(messageFromResponse({ success: false, message: 'Server says no', errors: [] }).text).toBe('Server says no');
  });

  it('falls back to the default failure text', () => {
    expect(DEFAULT_MESSAGES.failure).toBe('Failed to send message. Please try again.');
    for (const json of [
      null,
      undefined,
      'oops',
      42,
      [],
      {},
      { success: false },
      { success: 'true' },
      { success: false, message: 5 },
    ]) {
      expect(messageFromResponse(json)).toEqual({ ok: false, text: DEFAULT_MESSAGES.failure });
    }
  });
});
