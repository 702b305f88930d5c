import type { Example } from '../../../generator/normalize/model.ts';
import { isXml } from '../../../generator/normalize/xmlExample.ts';

/** An example as pages show it, with its language: JSON pretty-printed, other text as is (XML highlighted as XML). */
export function exampleText(example: Example, mediaType: string): [text: string, lang: 'json' | 'xml' | 'text'] {
  const json = /json/.test(mediaType);
  return [json || typeof example.value !== 'string' ? (JSON.stringify(example.value, null, 2) ?? '') : example.value, json ? 'json' : isXml(mediaType) ? 'xml' : 'text'];
}
