import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../chromium.ts';
import { copyProject } from '../siteFromSpec.ts';

export interface DevServerTimes {
  /** From `npm run dev` to the first page's answer (an operation page, rendered on request). */
  startMs: number;
  /** From a save to the open page showing it, each edit (a spec summary, a Markdown paragraph). */
  specMs: number[];
  contentMs: number[];
}

/** The edits timed: a file of the copy, what is replaced, by what, on which page, and what then shows. */
const EDITS = {
  spec: { file: 'spec/paths/accounts.yaml', page: '/api/login', from: '    summary: Sign in\n', to: (n: number) => `    summary: Sign in ${n}\n`, shows: (n: number) => `Sign in ${n}` },
  content: { file: 'site/content/en/docs/intro.md', page: '/docs/intro', from: '\n## Getting started\n', to: (n: number) => `\nEdit ${n}.\n\n## Getting started\n`, shows: (n: number) => `Edit ${n}.` },
};

/**
 * `npm run dev` (issue 18) in a scratch copy of the project under `dir`: how long until it
 * answers, and how long a saved edit takes to show in a page open in Chromium, `runs` times each.
 */
export async function measureDevServer(dir: string, port: number, runs: number): Promise<DevServerTimes> {
  copyProject(dir);
  const started = performance.now();
  const server = spawn('npm', ['run', 'dev'], { cwd: dir, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  const base = `http://localhost:${port}`;
  const browser = await launchChromium();
  try {
    await waitFor(async () => (await fetch(`${base}${EDITS.spec.page}`).catch(() => undefined))?.ok === true);
    const startMs = performance.now() - started;
    const page = await browser.newPage();
    const time = async (edit: (typeof EDITS)[keyof typeof EDITS]) => {
      await page.goto(`${base}${edit.page}`);
      await page.locator('html[data-hydrated]').waitFor();
      const file = path.join(dir, edit.file);
      const original = readFileSync(file, 'utf8');
      const times: number[] = [];
      for (let n = 1; n <= runs; n++) {
        const saved = performance.now();
        writeFileSync(file, original.replace(edit.from, edit.to(n)));
        await page.getByText(edit.shows(n), { exact: true }).first().waitFor({ timeout: 30_000 });
        times.push(performance.now() - saved);
        await page.waitForTimeout(500); // Settled: the next edit is a save of its own.
      }
      writeFileSync(file, original);
      return times;
    };
    return { startMs, specMs: await time(EDITS.spec), contentMs: await time(EDITS.content) };
  } finally {
    await browser.close();
    process.kill(-server.pid!, 'SIGTERM');
  }
}

async function waitFor(ready: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error('the development server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
