// The editor's session store with a fake clock: a session ends after its idle time, after its
// absolute time even while in use, at logout, and the oldest goes when the store is full.
import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { Sessions } from '../../../editor/server/sessions';

const HOUR = 3_600_000;

/** A Sessions store on a clock the test moves, and a browser that keeps the cookie it is given. */
function setUp(settings: { idleMs?: number; maxMs?: number; cap?: number } = {}) {
  let now = 1_000_000;
  const sessions = new Sessions({ ...settings, now: () => now });
  const browser = () => {
    let cookie = '';
    const req = () =>
      ({ get: (name: string) => (name === 'cookie' ? cookie : undefined), secure: false }) as unknown as Request;
    const res = {
      cookie: (name: string, value: string) => {
        cookie = `${name}=${value}`;
      },
      clearCookie: () => {
        cookie = '';
      },
    } as unknown as Response;
    return {
      start: () => sessions.start(req(), res),
      end: () => sessions.end(req(), res),
      csrf: () => sessions.csrfOf(req()),
      cookie: () => cookie,
      setCookie: (value: string) => {
        cookie = value;
      },
    };
  };
  return {
    sessions,
    browser,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

describe('editor sessions', () => {
  it('end after 8 idle hours by default, and not while in use within them', () => {
    const { browser, wait } = setUp();
    const person = browser();
    person.start();
    const token = person.csrf();
    expect(token).toMatch(/^[\w-]{40,}$/);
    for (let i = 0; i < 5; i++) {
      wait(7 * HOUR);
      expect(person.csrf()).toBe(token);
    }
    wait(8 * HOUR + 1);
    expect(person.csrf()).toBeUndefined();
  });

  it('end 7 days after they started, even in steady use', () => {
    const { browser, wait } = setUp();
    const person = browser();
    person.start();
    for (let hour = 0; hour < 7 * 24 - 1; hour++) {
      wait(HOUR);
      expect(person.csrf(), `after ${hour + 1} hours`).toBeDefined();
    }
    wait(HOUR + 1);
    expect(person.csrf()).toBeUndefined();
  });

  it('follow the idle and absolute times they are given', () => {
    const { browser, wait } = setUp({ idleMs: 1000, maxMs: 5000 });
    const person = browser();
    person.start();
    wait(1001);
    expect(person.csrf()).toBeUndefined();
    person.start();
    for (let i = 0; i < 5; i++) {
      wait(900);
      expect(person.csrf()).toBeDefined();
    }
    wait(900);
    expect(person.csrf()).toBeUndefined();
  });

  it('end at logout: the old cookie no longer has a session', () => {
    const { browser } = setUp();
    const person = browser();
    person.start();
    expect(person.csrf()).toBeDefined();
    const oldCookie = person.cookie();
    person.end();
    expect(person.cookie()).toBe('');
    person.setCookie(oldCookie);
    expect(person.csrf()).toBeUndefined();
  });

  it('keep at most their cap, ending the oldest first', () => {
    const { sessions, browser } = setUp({ cap: 1000 });
    const first = browser();
    first.start();
    const second = browser();
    second.start();
    for (let i = 0; i < 998; i++) browser().start();
    expect(sessions.size).toBe(1000);
    expect(first.csrf()).toBeDefined();
    browser().start();
    expect(sessions.size).toBe(1000);
    expect(first.csrf()).toBeUndefined();
    expect(second.csrf()).toBeDefined();
  });
});
