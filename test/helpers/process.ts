import { spawn } from 'node:child_process';

/** How a child process ended, and what it wrote (`output`: both streams, in the order they came). */
export interface Ended {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  output: string;
}

/**
 * `node` with `args` in a child process, as an operator would start it (the server, the
 * command line, a script): the child, to stop it, and its end with what it wrote. `killAfterMs`
 * stops a child that would otherwise hang the test.
 */
export function spawnNode(args: string[], options: { env?: NodeJS.ProcessEnv; killAfterMs?: number } = {}) {
  const child = spawn(process.execPath, args, {
    env: options.env ?? process.env,
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let output = '';
  child.stdout.on('data', (d: Buffer) => ((stdout += d), (output += d)));
  child.stderr.on('data', (d: Buffer) => ((stderr += d), (output += d)));
  const timer = options.killAfterMs ? setTimeout(() => child.kill(), options.killAfterMs) : undefined;
  const done = new Promise<Ended>((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, output });
    }),
  );
  return { child, done };
}
