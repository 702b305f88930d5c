import type { ApiInfo, Operation, SchemaNode } from '../../../../generator/normalize/model.ts';
import { renderSample, type Language } from './renderSample.ts';
import { requestShape } from './requestShape.ts';

export interface CodeSample {
  /** A shiki language id: 'bash', 'javascript', 'python', 'go', … */
  lang: string;
  /** The tab's label: 'curl', 'JavaScript', 'Python', 'Go', … */
  label: string;
  source: string;
}

const GENERATED: { language: Language; lang: string; label: string }[] = [
  { language: 'curl', lang: 'bash', label: 'curl' },
  { language: 'javascript', lang: 'javascript', label: 'JavaScript' },
  { language: 'python', lang: 'python', label: 'Python' },
  { language: 'go', lang: 'go', label: 'Go' },
];

/**
 * The operation's code samples: curl, JavaScript, Python and Go made from the description (the
 * first server, the examples of the parameters and of the body, the first way to authenticate),
 * then the spec's own `x-codeSamples`. A webhook is a request the API sends, not one the reader
 * makes, so it gets only the spec's samples. `schemas` is the page's schema table: it tells
 * which multipart fields are files. Same input, same output: nothing depends on time or order
 * of calls.
 */
export function buildCodeSamples(operation: Operation, info: ApiInfo, schemas: Record<string, SchemaNode> = {}): CodeSample[] {
  const generated: CodeSample[] = [];
  if (sentByReader(operation)) {
    const shape = requestShape(operation, info, schemas);
    for (const { language, lang, label } of GENERATED) generated.push({ lang, label, source: renderSample(language, shape) });
  }
  const fromSpec = operation.codeSamples.map((sample) => ({ lang: shikiLanguage(sample.lang), label: sample.label ?? sample.lang, source: sample.source }));
  return [...generated, ...fromSpec];
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
};

export function shikiLanguage(lang: string): string {
  const id = lang.trim().toLowerCase();
  return SHIKI_IDS[id] ?? id;
}
