import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { livePreview } from './livePreview.ts';

const work = mkdtempSync(path.join(tmpdir(), 'bob-live-preview-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the live preview', () => {
  it('shows a catalogue broken before it started, naming the file, and loads it as empty meanwhile, rather than failing every page', async () => {
    const locales = path.join(work, 'locales');
    mkdirSync(path.join(locales, 'he'), { recursive: true });
    const catalogue = path.join(locales, 'he/common.json');
    writeFileSync(catalogue, '{\n  "a": 1,,\n  "site.title": "x"\n}\n');
    const errors: string[] = [];
    const logger = createLogger('silent');
    logger.error = (message) => void errors.push(message);
    const server = await createServer({
      configFile: false,
      root: work,
      customLogger: logger,
      server: { middlewareMode: true, ws: false },
      plugins: [livePreview({ spec: path.join(work, 'spec/openapi.yaml'), out: path.join(work, 'generated'), locales, content: path.join(work, 'content'), templates: path.join(work, 'templates') })],
    });
    try {
      expect(errors.join('\n')).toMatch(/locales\/he\/common\.json:2:10: error: Expected double-quoted property name/);
      expect(await server.ssrLoadModule(catalogue)).toMatchObject({ default: {} });
    } finally {
      await server.close();
    }
  });
});
