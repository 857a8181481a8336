// Checks go first: drawing of every page waits between pages while a check is answered (editor/server/turns.ts).
import { EventEmitter } from 'node:events';
import type express from 'express';
import { describe, expect, it } from 'vitest';
import { Turns } from '../../../editor/server/turns';

/** A response that is answered when the test closes it. */
const response = () => new EventEmitter() as unknown as express.Response & EventEmitter;
const settled = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20))]);

describe('Turns', () => {
  it('gives background work its turn at once when no check is under way', async () => {
    expect(await settled(new Turns().next())).toBe(true);
  });

  it('holds background work while a check is answered, and lets it go when the last one is', async () => {
    const turns = new Turns();
    const [first, second] = [response(), response()];
    turns.first({} as express.Request, first, () => undefined);
    turns.first({} as express.Request, second, () => undefined);
    const turn = turns.next();
    expect(await settled(turn)).toBe(false);
    first.emit('close');
    expect(await settled(turn)).toBe(false);
    second.emit('close');
    expect(await settled(turn)).toBe(true);
  });
});
