// Work on the server for the newest draft only, one request at a time: a change is sent at once when
// nothing is under way (no fixed wait before it), and the changes made meanwhile are sent as one when
// the request under way answers, so typing never queues requests behind each other.

/** Returns a function that runs `task` with the newest value given, never two at a time. */
export function latestOnly<T>(task: (value: T) => Promise<unknown>): (value: T) => void {
  let running = false;
  let waiting: { value: T } | undefined;
  const run = async (value: T) => {
    running = true;
    try {
      await task(value);
    } catch {
      /* the task reports its own failures; the next value still runs */
    }
    running = false;
    const next = waiting;
    waiting = undefined;
    if (next) void run(next.value);
  };
  return (value) => {
    if (running) waiting = { value };
    else void run(value);
  };
}
