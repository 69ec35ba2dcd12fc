/** Asks on the terminal for a passphrase, without showing what is typed. */
export function askPassphrase(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      input.off('data', take);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const take = (chars: string) => {
      for (const char of chars) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('No passphrase was given.'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stderr.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', take);
    input.resume();
  });
}
