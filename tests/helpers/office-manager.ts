// What the office manager's specs share: typing as a person does, timing a workflow, and reading a
// live page's sentences as a visitor reads them.
import { test, type Locator } from '@playwright/test';

/** Types into a box as a person does: what was there is selected and replaced, key by key. */
export async function type(box: Locator, text: string) {
  await box.fill('');
  await box.pressSequentially(text, { delay: 12 });
}

/** Notes a workflow's time in the report (annotation) and the log; its seconds. */
export function timed(name: string, started: number): number {
  const seconds = Math.round((Date.now() - started) / 1000);
  test.info().annotations.push({ type: name, description: `${seconds} s` });
  console.log(`${name}: ${seconds} s`);
  return seconds;
}

/** Visible sentences of a live page's main text (five words or more), as a visitor reads them. */
export async function sentences(baseUrl: string, path: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const main = /<main[\s\S]*<\/main>/
    .exec(html)![0]
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
  return main
    .split(/(?<=[.!?])\s+|\n/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.split(' ').length >= 5);
}
