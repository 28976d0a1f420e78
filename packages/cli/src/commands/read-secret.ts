// A secret given to a command on standard input, never as an argument (arguments are visible to
// every local user in the process list, and kept in shell history). From a terminal, it is asked
// for without being echoed; from a pipe or file, its first line is read.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** The secret, without its line ending; `prompt` is shown (on stderr) when stdin is a terminal. */
export async function readSecret(prompt: string, input: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (input.isTTY) {
    process.stderr.write(prompt);
    // A muted output: readline echoes what is typed to its output, which here goes nowhere.
    const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
    const lines = createInterface({ input, output: muted, terminal: true });
    try {
      return await new Promise<string>((resolve) => lines.question('', resolve));
    } finally {
      lines.close();
      process.stderr.write('\n');
    }
  }
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  // `echo "$TOKEN" |` and files end with one line ending; more lines than one are refused by the store.
  return text.replace(/\r?\n$/, '');
}
