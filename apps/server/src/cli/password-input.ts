import { createInterface } from 'node:readline';

export class InputCancelled extends Error {
  constructor() {
    super('Cancelled.');
  }
}

/**
 * Reads a line from the terminal without echoing it (raw mode): nothing of the password appears
 * on screen or in the scrollback. Backspace edits; Ctrl-C or Ctrl-D cancels.
 */
export function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  stdin.setRawMode(true); // before the prompt shows, so no typed character is ever echoed
  stdin.setEncoding('utf8');
  stdin.resume();
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          return resolve(value);
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          return reject(new InputCancelled());
        }
        if (ch === '\u007f' || ch === '\b') value = Array.from(value).slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first `count` lines of a piped stdin (scripts: `printf 'pw\npw\n' | npm run user:create …`). */
export async function readPipedLines(count: number): Promise<string[]> {
  const lines: string[] = [];
  const reader = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of reader) {
    lines.push(line);
    if (lines.length === count) break;
  }
  reader.close();
  return lines;
}

/** The new password, typed twice: hidden on a terminal, two lines when stdin is piped. */
export async function readNewPassword(): Promise<{ password: string; confirmation: string }> {
  if (process.stdin.isTTY) {
    const password = await promptHidden('Password: ');
    const confirmation = await promptHidden('Repeat the password: ');
    return { password, confirmation };
  }
  const [password = '', confirmation = ''] = await readPipedLines(2);
  return { password, confirmation };
}
