// Runs the commands it is given at the same time (the type check and the lint: each keeps one
// core busy, and CI has two) and fails if any of them fails. Each command's output is printed
// whole once it ends, so two commands' lines never mix in the log.
import { spawn } from 'node:child_process';

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(`\n> ${command}\n${Buffer.concat(output).toString()}`);
      if (code !== 0) process.stdout.write(`"${command}" failed (${signal ?? `exit code ${code}`})\n`);
      resolve(code === 0);
    });
  });
}

const commands = process.argv.slice(2);
const succeeded = await Promise.all(commands.map(run));
process.exit(succeeded.every(Boolean) ? 0 : 1);
