import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Handlebars from 'handlebars/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import templates from 'virtual:code-sample-templates';
import { LANGUAGES } from './languages.ts';
import { codeSampleTemplates } from './sampleTemplates.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'sample-templates-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The module the plugin serves for the templates of `folder`, and the files it asked to be watched. */
function load(dir: string, languages: string[]): { code: string; watched: string[] } {
  const plugin = codeSampleTemplates(dir, languages);
  const id = (plugin.resolveId as (id: string) => string | undefined)('virtual:code-sample-templates')!;
  const watched: string[] = [];
  const code = (plugin.load as (this: unknown, id: string) => string).call({ addWatchFile: (file: string) => watched.push(file) }, id);
  return { code, watched };
}

describe('the code samples’ templates, compiled as the site is bundled', () => {
  it("are a module of every language's template by its language, which render with the runtime alone: code unescaped, a misspelt field an error", async () => {
    writeFileSync(path.join(folder, 'curl.hbs'), "curl -X {{method}} '{{url}}'\n");
    writeFileSync(path.join(folder, 'notes.txt'), 'not a template');
    const { code, watched } = load(folder, ['curl']);
    expect(watched).toEqual([path.join(folder, 'curl.hbs')]);
    const { default: templates } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: Record<string, TemplateSpecification> };
    expect(Object.keys(templates)).toEqual(['curl']);
    const curl = Handlebars.create().template(templates.curl!);
    expect(curl({ method: 'POST', url: 'https://api.example.com/a?b=1&c=<d>' })).toBe("curl -X POST 'https://api.example.com/a?b=1&c=<d>'\n");
    expect(() => curl({ method: 'POST' })).toThrow(/"url" not defined/);
  });

  it('fail the bundling on a template that does not parse, naming its file and line', () => {
    const broken = mkdtempSync(path.join(folder, 'broken-'));
    writeFileSync(path.join(broken, 'go.hbs'), 'package main\n\nbody := {{body\nfmt.Println()\n');
    expect(() => load(broken, ['go'])).toThrow(/broken-\w+\/go\.hbs: Parse error on line 4:/);
  });

  it("fail the bundling when a language's template is missing, naming the file", () => {
    expect(() => load(folder, ['curl', 'go'])).toThrow(/sample-templates-\w+\/go\.hbs: missing: the code samples in go are made from it/);
  });

  it('are one for each language of the code samples, in the project', () => {
    expect(Object.keys(templates)).toEqual([...LANGUAGES]);
  });
});
