import { validateWorkflow } from '@action-validator/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Issue 33: the GitHub workflows are only run on GitHub, so what can be proved here is: each is a
// workflow GitHub accepts (the published workflow schema, through action-validator), pins its
// actions, runs only scripts package.json has, and runs the commands the README says CI runs.
const WORKFLOWS = '.github/workflows';
const files = readdirSync(WORKFLOWS)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => path.join(WORKFLOWS, name));
const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts);

/** Every command of every `run:` step, one per element: scripts split at newlines and `&&`, `||`, `;`, `|`. */
function runCommands(file: string): string[] {
  const workflow = parse(readFileSync(file, 'utf8'));
  return Object.values(workflow.jobs as Record<string, { steps?: { run?: string }[] }>)
    .flatMap((job) => job.steps ?? [])
    .flatMap((step) => (step.run ? step.run.split(/\n|&&|\|\||;|\|/) : []))
    .map((command) => command.trim())
    .filter(Boolean);
}

/**
 * A command's words, quotes taken off: an expression `${{ … }}` and a placeholder `<base branch>`
 * belong to the word they are in, spaces and all; leading `NAME=value` environment assignments are
 * left out.
 */
function words(command: string): string[] {
  const all = command.replace(/(^|\s)#.*$/, '').match(/(?:\$\{\{.*?\}\}|<[^>]*>|[^\s<])+/g) ?? [];
  const unquoted = all.map((word) => word.replace(/["']/g, ''));
  const firstCommandWord = unquoted.findIndex((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word));
  return firstCommandWord === -1 ? [] : unquoted.slice(firstCommandWord);
}

/**
 * Whether a workflow command is the README's: it starts with the README's words, where a
 * placeholder (`<base branch>`, `origin/<base>`, an upper-case word such as `REF`) stands for any
 * word; the workflow may add options after them (`npm ci --no-audit`).
 */
function runsReadmeCommand(workflowCommand: string, readmeCommand: string): boolean {
  const actual = words(workflowCommand);
  return words(readmeCommand).every((word, i) => {
    const pattern = /^[A-Z][A-Z_]*$/.test(word) ? '\\S+' : word.split(/(<[^>]*>)/).map((part) => (part.startsWith('<') ? '\\S+' : part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&'))).join('');
    return actual[i] !== undefined && new RegExp(`^${pattern}$`).test(actual[i]!);
  });
}

/**
 * The README's commands for CI: in each section whose heading says CI (down to the next heading
 * of its level or above), every `npm …` command written as code, inline or a fenced block's line.
 * Other lines of fenced blocks are output (`Run \`npm run generate\` …` is not a command).
 */
function readmeCiCommands(readme: string): string[] {
  const commands: string[] = [];
  let ciLevel = 0;
  let fenced = false;
  for (const line of readme.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#+)\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      if (ciLevel && level <= ciLevel) ciLevel = 0;
      if (!ciLevel && /\bCI\b/.test(heading[2]!)) ciLevel = level;
      continue;
    }
    if (!ciLevel) continue;
    if (fenced) {
      if (/^\s*(\$\s+)?npm\s/.test(line)) commands.push(line.replace(/^\s*(\$\s+)?/, '').replace(/\s+#.*$/, ''));
    } else {
      for (const [, code] of line.matchAll(/`([^`]+)`/g)) if (/^npm\s/.test(code!)) commands.push(code!);
    }
  }
  return commands;
}

describe('the GitHub workflows', () => {
  it('exist: one for pull requests, one deploying the default branch to Pages', () => {
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['pages.yml', 'pull-request.yml']));
  });

  it.each(files)('%s is valid against the published workflow schema', (file) => {
    const { errors } = validateWorkflow(readFileSync(file, 'utf8'));
    expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
  });

  it.each(files)('%s pins every action to a full commit, its release named beside it', (file) => {
    const uses = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^\s*(-\s+)?uses:/.test(line));
    expect(uses.length).toBeGreaterThan(0);
    for (const line of uses) expect(line).toMatch(/uses:\s+[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it.each(files)('%s runs only scripts that package.json has', (file) => {
    for (const command of runCommands(file)) {
      const script = /^npm\s+(?:run(?:-script)?\s+([^\s]+)|(test|start|stop|restart)\b)/.exec(words(command).join(' '));
      if (script) expect(scripts, command).toContain(script[1] ?? script[2]);
    }
  });

  it('run the commands the README says CI runs', () => {
    const readmeCommands = readmeCiCommands(readFileSync('README.md', 'utf8'));
    expect(readmeCommands.length, 'the README has a section whose heading says CI, naming its npm commands as code').toBeGreaterThan(0);
    const commands = files.flatMap(runCommands);
    for (const readmeCommand of readmeCommands) {
      expect(
        commands.some((command) => runsReadmeCommand(command, readmeCommand)),
        `the README says CI runs \`${readmeCommand}\`; no workflow does`,
      ).toBe(true);
    }
  });

  it('annotate a pull request with the spec changes since its base branch, and build the Pages site for its URL', () => {
    const pullRequest = runCommands(path.join(WORKFLOWS, 'pull-request.yml'));
    expect(pullRequest.some((command) => runsReadmeCommand(command, 'npm run diff -- --base origin/<base> --format github'))).toBe(true);
    const pages = parse(readFileSync(path.join(WORKFLOWS, 'pages.yml'), 'utf8'));
    const build = pages.jobs.build.steps.find((step: { run?: string }) => step.run === 'npm run build');
    expect(build.env).toEqual({ SITE_URL: '${{ steps.pages.outputs.origin }}', BASE_PATH: '${{ steps.pages.outputs.base_path }}/' });
  });
});
