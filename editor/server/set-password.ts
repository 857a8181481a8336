// `npm run edit -- --set-password`: asks for the new password twice, without showing it when typed
// at a terminal, and prints its hash for EDITOR_PASSWORD_HASH. (From a pipe it reads two lines.)
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { hashPassword } from './password';

export async function setPassword(): Promise<number> {
  const [first, second] = await askHidden([
    'New editor password (at least 12 characters): ',
    'The same password again: ',
  ]);
  if ((first ?? '').length < 12) {
    console.error('That password is too short: use at least 12 characters.');
    return 1;
  }
  if (first !== second) {
    console.error('The two passwords are not the same. Nothing was made; run the command again.');
    return 1;
  }
  console.log(
    `\nStart the editor with this setting (keep it secret like the password):\nEDITOR_PASSWORD_HASH='${await hashPassword(first!)}'`,
  );
  return 0;
}

/** One line per prompt. At a terminal what is typed is not echoed: readline writes into a muted output. */
async function askHidden(prompts: string[]): Promise<(string | undefined)[]> {
  const terminal = !!process.stdin.isTTY;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const reader = createInterface({ input: process.stdin, output, terminal });
  reader.on('SIGINT', () => {
    process.stdout.write('\n');
    process.exit(130);
  });
  const lines = reader[Symbol.asyncIterator]();
  const answers: (string | undefined)[] = [];
  for (const prompt of prompts) {
    process.stdout.write(prompt);
    muted = true;
    const { value, done } = await lines.next();
    muted = false;
    if (terminal) process.stdout.write('\n');
    answers.push(done ? undefined : String(value).trim());
  }
  reader.close();
  return answers;
}
