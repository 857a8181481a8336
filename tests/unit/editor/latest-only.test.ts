// One request at a time, always for the newest draft (editor/app/src/latest-only.ts).
import { describe, expect, it } from 'vitest';
import { latestOnly } from '../../../editor/app/src/latest-only';

/** A task whose runs finish only when the test says so. */
function controlledTask() {
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  const task = (value: number) => {
    started.push(value);
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  const finishNext = async () => {
    finishers.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { started, task, finishNext };
}

describe('latestOnly', () => {
  it('runs a value at once when nothing is under way', () => {
    const { started, task } = controlledTask();
    latestOnly(task)(1);
    expect(started).toEqual([1]);
  });

  it('runs only the newest of the values given while a run is under way, after it', async () => {
    const { started, task, finishNext } = controlledTask();
    const run = latestOnly(task);
    run(1);
    run(2);
    run(3);
    run(4);
    expect(started).toEqual([1]);
    await finishNext();
    expect(started).toEqual([1, 4]);
    await finishNext();
    expect(started).toEqual([1, 4]);
    run(5);
    expect(started).toEqual([1, 4, 5]);
  });

  it('goes on after a failed run', async () => {
    const started: number[] = [];
    const run = latestOnly(async (value: number) => {
      started.push(value);
      throw new Error('the server is away');
    });
    run(1);
    run(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([1, 2]);
  });
});
