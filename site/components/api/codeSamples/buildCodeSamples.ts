import type { ApiInfo, Operation, SchemaNode } from '../../../../generator/normalize/model.ts';
import type { Language } from './languages.ts';
import { renderSample } from './renderSample.ts';
import { requestShape } from './requestShape.ts';

export interface CodeSample {
  /** A shiki language id: 'bash', 'javascript', 'python', 'go', … */
  lang: string;
  /** The tab's label: 'curl', 'JavaScript', 'Python', 'Go', … */
  label: string;
  source: string;
  /** Offered in the menu of more languages rather than as a tab. */
  more?: true;
}

/**
 * The generated samples, in the order they are offered. The first four are tabs: the languages
 * most readers of an HTTP API's docs want, and those the pages showed before the others came
 * (a reader's remembered choice stays a tab). The others are in the menu.
 */
export const GENERATED: readonly { language: Language; lang: string; label: string; more?: true }[] = [
  { language: 'curl', lang: 'bash', label: 'curl' },
  { language: 'javascript', lang: 'javascript', label: 'JavaScript' },
  { language: 'python', lang: 'python', label: 'Python' },
  { language: 'go', lang: 'go', label: 'Go' },
  { language: 'node', lang: 'javascript', label: 'Node.js', more: true },
  { language: 'java', lang: 'java', label: 'Java', more: true },
  { language: 'csharp', lang: 'csharp', label: 'C#', more: true },
  { language: 'php', lang: 'php', label: 'PHP', more: true },
  { language: 'ruby', lang: 'ruby', label: 'Ruby', more: true },
  { language: 'rust', lang: 'rust', label: 'Rust', more: true },
  { language: 'kotlin', lang: 'kotlin', label: 'Kotlin', more: true },
  { language: 'http', lang: 'http', label: 'HTTP', more: true },
];

/**
 * The operation's code samples: first the spec's own `x-codeSamples` (its authors know their
 * API best), then those made from the description in each language of {@link GENERATED} (the
 * first server, the examples of the parameters and of the body, the first way to authenticate),
 * but for a language the spec already has a sample of under the same label. A webhook is a
 * request the API sends, not one the reader makes, so it gets only the spec's samples.
 * `schemas` is the page's schema table: it tells which bodies and multipart fields are files.
 * Same input, same output: nothing depends on time or order of calls.
 */
export function buildCodeSamples(operation: Operation, info: ApiInfo, schemas: Record<string, SchemaNode> = {}): CodeSample[] {
  const fromSpec: CodeSample[] = operation.codeSamples.map((sample) => ({ lang: shikiLanguage(sample.lang), label: sample.label ?? sample.lang, source: sample.source }));
  const generated: CodeSample[] = [];
  if (sentByReader(operation)) {
    const shape = requestShape(operation, info, schemas);
    const labels = new Set(fromSpec.map((sample) => sample.label.toLowerCase()));
    for (const { language, lang, label, more } of GENERATED) {
      if (!labels.has(label.toLowerCase())) generated.push({ lang, label, source: renderSample(language, shape), ...(more ? { more } : {}) });
    }
  }
  return [...fromSpec, ...generated];
}

/** Whether buildCodeSamples gives the operation any sample, without building them. */
export const hasCodeSamples = (operation: Operation) => sentByReader(operation) || operation.codeSamples.length > 0;

const sentByReader = (operation: Operation) => operation.kind === 'operation';

// x-codeSamples names languages as people do (Redoc's convention: "cURL", "Node.js", "C#"); the
// page highlights with shiki, which wants its ids. An unknown id is shown as plain text there.
const SHIKI_IDS: Record<string, string> = {
  curl: 'bash', shell: 'bash', sh: 'bash', bash: 'bash', zsh: 'bash',
  javascript: 'javascript', js: 'javascript', node: 'javascript', 'node.js': 'javascript', nodejs: 'javascript',
  typescript: 'typescript', ts: 'typescript', python: 'python', py: 'python', go: 'go', golang: 'go',
  'c#': 'csharp', csharp: 'csharp', 'c++': 'cpp', cpp: 'cpp', 'objective-c': 'objective-c', objc: 'objective-c',
  powershell: 'powershell', ruby: 'ruby', php: 'php', java: 'java', kotlin: 'kotlin', swift: 'swift', rust: 'rust',
  http: 'http',
};

export function shikiLanguage(lang: string): string {
  const id = lang.trim().toLowerCase();
  return SHIKI_IDS[id] ?? id;
}
