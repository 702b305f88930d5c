// The `dev` project's server (playwright.config.ts): `npm run dev` in a scratch copy of the project
// (tests/e2e/devServer.ts). Started by the global setup without waiting for it, so that the other
// projects' tests run while it copies the project and compiles its first page (it held every test
// back ~15 s as a web server of the configuration, issue 33); the dev project's tests wait for it.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

/**
 * How long the dev project's tests wait for the server: it took ~15 s here, started beside the
 * other servers, and a machine of the same kind ran builds twice as slowly; twice that again, as
 * it now starts beside the other projects' tests.
 */
export const DEV_SERVER_STARTUP = 120_000;

/** Whether something already answers on the port: the server must not share it (its port is strict). */
const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, 'localhost');
    const answer = (taken: boolean) => {
      socket.destroy();
      resolve(taken);
    };
    socket.once('connect', () => answer(true)).once('error', () => answer(false));
  });

/** Starts the server in a process group of its own; returns what stops the group. */
export async function startDevServer(dir: string, port: number): Promise<() => Promise<void>> {
  if (await portTaken(port)) throw new Error(`Port ${port} (the dev project's) is in use: set E2E_PORT to another base port.`);
  // Its output as a web server's of the configuration: errors shown, the rest left out.
  const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/devServer.ts'], {
    env: { ...process.env, E2E_DEV_DIR: dir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // The tests' workers inherit the global setup's environment: they look the process up by it.
  process.env.E2E_DEV_SERVER_PID = String(server.pid);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  // Whatever ends the run, the server (npm, the shell, Vite) ends with it.
  const onExit = () => group('SIGKILL');
  process.once('exit', onExit);
  return async () => {
    process.off('exit', onExit);
    group('SIGTERM');
    const killed = setTimeout(() => group('SIGKILL'), 5000);
    await exited;
    clearTimeout(killed);
  };
}

/** Whether the server's process (started by the global setup) has ended. */
function serverEnded(): boolean {
  try {
    process.kill(Number(process.env.E2E_DEV_SERVER_PID), 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * Waits until the server renders `url` (its first page compiles on that request). A server that
 * ended fails the wait at once, pointing to the error it printed, rather than after the timeout.
 */
export async function waitForDevServer(url: string, timeout = DEV_SERVER_STARTUP): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    if (serverEnded()) throw new Error('The development server (npm run dev in the copy E2E_DEV_DIR) exited: its error is printed at the start of the run.');
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, until - Date.now())) })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`The development server did not answer ${url} within ${timeout / 1000} s (tests/e2e/startDevServer.ts).`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
