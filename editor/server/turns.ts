// The person editing waits for the preview; nobody waits for the doctor's advice or the find-text
// index, which draw every page of the draft. So a check (and its preview) goes first: work that draws
// many pages asks for its turn between pages and waits while a check is being answered. Without this
// a check's every await let another background page in, and a preview took seconds instead of 100 ms.
import type express from 'express';

export class Turns {
  private checks = 0;
  private waiting: (() => void)[] = [];

  /** Middleware for the check route: background drawing waits until its answer is sent. */
  readonly first: express.RequestHandler = (_req, res, next) => {
    this.checks++;
    res.once('close', () => {
      if (--this.checks === 0) for (const go of this.waiting.splice(0)) go();
    });
    next();
  };

  /** Awaited by background work between pages: at once (after pending I/O) when no check is under way. */
  next(): Promise<void> {
    return new Promise((go) => (this.checks ? this.waiting.push(go) : setImmediate(go)));
  }
}
