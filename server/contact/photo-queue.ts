// Photos are decoded a few at a time, and only so many wait: the memory a decode takes (photo.ts) is
// then bounded by `running`, and the libuv threads that read and compress the site's files stay free
// (a decode holds one of libuv's 4 threads while it runs; `running` stays below that). A post that
// finds `waiting` others already waiting is refused at once (the route answers 503 with Retry-After),
// before anything of it is stored: the visitor's form says to send it again.

export interface PhotoQueueSize {
  /** Decodes at once. */
  running: number;
  /** Posts that may wait for a decode; one more is refused. */
  waiting: number;
}

/**
 * One decode at a time: a 50 MP progressive JPEG takes ~300 MB while it decodes, so one keeps a 1 GB
 * server safe. Eight waiting: a few visitors at once are served in turn (a 50 MP photo takes ~1–2 s,
 * the slowest pictures ~6 s), and the uploads held meanwhile are at most 8 × the form's photo limit.
 */
const PHOTO_QUEUE_SIZE: PhotoQueueSize = { running: 1, waiting: 8 };

export class PhotoQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly size: PhotoQueueSize = PHOTO_QUEUE_SIZE) {}

  /** Runs `task` when a decode may start; null, without running it, when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T> | null {
    if (this.active < this.size.running) {
      this.active++;
      return this.start(task);
    }
    if (this.queue.length >= this.size.waiting) return null;
    return new Promise<void>((resolve) => this.queue.push(resolve)).then(() => this.start(task));
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next)
        next(); // the decode's place goes to the next in line
      else this.active--;
    }
  }
}
