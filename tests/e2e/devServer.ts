// The development server of the `dev` Playwright project (started by ./startDevServer.ts): `npm run dev`
// in a scratch copy of the project (E2E_DEV_DIR), whose spec and content the tests edit
// (livePreview.dev.spec.ts) without touching this checkout.
import { spawn } from 'node:child_process';
import { copyProject } from '../../scripts/siteFromSpec.ts';

const dir = process.env.E2E_DEV_DIR;
if (!dir) throw new Error('E2E_DEV_DIR names the scratch copy the development server runs in.');
copyProject(dir);
const server = spawn('npm', ['run', 'dev'], { cwd: dir, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
