// The person editing waits for the preview and for a save; nobody waits for the doctor's advice, Publish's
// near-copy check or the find-text index, which draw many pages of the draft. So a check (and its preview)
// and a save go first: work that draws many pages asks for its turn between pages and waits while one is
// being answered. Without this a check's every await let another background page in, and a preview took
// seconds instead of 100 ms; a save waited for Publish's near-copy check to draw every town page.
import type express from 'express';

export class Turns {
  private checks = 0;
  private waiting: (() => void)[] = [];

  /** Middleware for the check and save routes: background drawing waits until their answer is sent. */
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
