// Waiting on something observable instead of sleeping a fixed time: fast when the machine is quiet,
// still correct when it is busy, and a failure says what never happened.

/** Polls `condition` every `everyMs` until it holds; after `timeoutMs` fails naming `what` it waited for. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
  everyMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
