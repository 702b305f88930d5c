import { format } from 'node:util';
import { vi } from 'vitest';

/**
 * Runs a command's function in this process, as its script runs it, without the second of CPU a
 * process costs to start (issue 33), and returns its exit status with what it printed: a process's
 * stdout (console.log) and stderr (console.error and console.warn).
 */
export async function captureConsole(run: () => Promise<number>): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...args) => void (out += `${format(...args)}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...args) => void (err += `${format(...args)}\n`)),
    vi.spyOn(console, 'warn').mockImplementation((...args) => void (err += `${format(...args)}\n`)),
  ];
  try {
    return { code: await run(), out, err };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
